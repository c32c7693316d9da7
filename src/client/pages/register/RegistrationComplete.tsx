import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { PublicLayout } from '../../components/public/PublicLayout';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

const steps = [
  'Check your email for a confirmation of your request.',
  'An administrator reviews your request.',
  'You get an email as soon as it is approved.',
  'Then log in with your email and password.',
];

export function RegistrationComplete() {
  return (
    <PublicLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <CheckCircle2 className="h-10 w-10 text-green-600" aria-hidden="true" />
          <CardTitle>Registration Complete</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-sm font-medium">What happens next:</p>
          <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Link href="/" className={buttonVariants({ variant: 'outline' })}>
            Back to home
          </Link>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
