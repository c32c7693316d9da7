import { requestSignOut } from '../../hooks/use-sign-out';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { Logo } from './Logo';
import { TwoFactorSetup } from './TwoFactorSetup';

/**
 * The campaign requires two-factor sign-in for admins and this admin has none: this screen instead of the app
 * until they turn it on (the server refuses everything else meanwhile).
 */
export function TwoFactorRequired() {
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <Logo className="h-10 w-10" />
          <h1 className="text-xl font-semibold leading-tight">Turn on two-factor sign-in</h1>
          <CardDescription>
            The campaign requires it for administrators. Set it up now to continue to Groundwork.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TwoFactorSetup />
          <Button variant="ghost" onClick={() => void requestSignOut()}>
            Log out
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
