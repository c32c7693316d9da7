import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from './card';

/** A page's figures could not be loaded: says which, and what to do. */
export function LoadFailedCard({ title }: { title: string }) {
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-2 pt-6 text-center">
        <AlertCircle className="h-10 w-10 text-destructive" aria-hidden="true" />
        <p className="font-medium text-destructive">{title}</p>
        <p className="text-sm text-muted-foreground">Please try refreshing the page.</p>
      </CardContent>
    </Card>
  );
}
