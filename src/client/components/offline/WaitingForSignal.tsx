import { WifiOff } from 'lucide-react';

export const SEARCH_WAITS_FOR_SIGNAL = 'No signal. This search will run when the connection returns.';
export const PROFILE_WAITS_FOR_SIGNAL = 'No signal. This profile will open when the connection returns.';

/**
 * In place of something the device has never loaded, while there is no connection: the request waits and
 * goes out by itself when the signal returns. Without this an empty search read as "no such voter".
 */
export function WaitingForSignal({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-10 text-center">
      <WifiOff className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{message}</p>
    </div>
  );
}
