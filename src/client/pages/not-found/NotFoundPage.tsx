import { AlertCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent } from '../../components/ui/card';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            There is no page at this address: check the link you followed, or start again from the home page.
          </p>
          <Link
            href="/"
            className="mt-4 inline-block text-sm text-primary underline-offset-4 hover:underline"
          >
            Go to the home page
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
