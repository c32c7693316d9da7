import { Lock } from 'lucide-react';
import { Card, CardContent } from '../ui/card';

/**
 * A page the person's role does not open (My Network, My Lists): says so, rather than a loading failure the
 * server's 403 would otherwise read as.
 */
export function AccessRestricted({ children }: { children: React.ReactNode }) {
  return (
    <Card className="mx-auto mt-8 max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
        <Lock className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <p role="alert" className="font-medium">
          {children}
        </p>
      </CardContent>
    </Card>
  );
}
