import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { displayName } from '../../../common/format.js';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAuth } from '../../hooks/use-auth';
import { useSignOutInPlace } from '../../hooks/use-sign-out';

/**
 * A reset or invitation link opened while someone is signed in (an admin trying the invitation they sent, a
 * shared computer): it belongs to whoever it was mailed to, so this offers to sign out and then opens it.
 */
export default function SignedInLinkPage() {
  const { user } = useAuth();
  // Signed out, the same address shows the link's own page.
  const signOut = useSignOutInPlace();
  return (
    <div className="mx-auto grid max-w-md">
      <Card>
        <CardHeader className="items-center text-center">
          <KeyRound className="h-10 w-10 text-primary" aria-hidden="true" />
          <CardTitle>You are signed in</CardTitle>
          <CardDescription>
            This link chooses a new password for the account it was sent to. You are signed in
            {user ? ` as ${displayName(user)}` : ''}: sign out first to use it.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out and open the link
          </Button>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            Stay signed in
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
