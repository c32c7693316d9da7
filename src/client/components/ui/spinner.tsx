import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A spinner with the text "Loading...", centred in the space it is given. */
export function Spinner({ className }: { className?: string }) {
  return (
    <div
      className={cn('flex flex-col items-center justify-center gap-3', className)}
      role="status"
      aria-live="polite"
    >
      <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm text-muted-foreground">Loading...</p>
    </div>
  );
}

/** The whole screen while the current user (or the first page's code) loads. */
export function FullPageSpinner() {
  return <Spinner className="min-h-screen" />;
}
