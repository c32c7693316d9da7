import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import { PublicLayout } from '../../components/public/PublicLayout';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

export default function LandingPage() {
  return (
    <PublicLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Welcome to Groundwork</CardTitle>
          <CardDescription>
            Volunteers sign in here to help reach the voters of our city, one conversation at a time.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p className="text-center text-sm text-muted-foreground">Please log in to continue.</p>
          <Link href="/login" className={buttonVariants({ size: 'lg' })}>
            <LogIn aria-hidden="true" />
            Sign In to Continue
          </Link>
          <Link href="/register" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <UserPlus aria-hidden="true" />
            Request To Join
          </Link>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
