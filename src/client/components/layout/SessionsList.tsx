import { useMutation } from '@tanstack/react-query';
import { when } from '../../../common/format.js';
import { errorMessage } from '../../api/api-error';
import { signOutOtherSessions } from '../../api/auth';
import { useOwnSessions } from '../../hooks/use-auth';
import { queryClient } from '../../lib/query-client';
import { toast } from '../../lib/toast';
import { invalidateAfter } from '../../query-keys/invalidate-after';
import { Button } from '../ui/button';

/** The person's open sessions (device, address, last use) and a way to end every one but this. */
export function SessionsList({ enabled }: { enabled: boolean }) {
  const sessions = useOwnSessions(enabled);
  const signOut = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ message }) => {
      void invalidateAfter.otherSessionsSignedOut(queryClient);
      toast({ title: 'Signed out', description: message });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to sign out your other sessions'),
        variant: 'destructive',
      }),
  });
  const list = sessions.data?.sessions ?? [];
  if (sessions.isLoading) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (sessions.isError) return <p className="text-sm text-destructive">Your sessions could not be loaded.</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Your sessions">
        {list.map((s) => (
          <li
            key={`${s.signedInAt}-${s.ip}-${s.device}`}
            className="rounded-md border border-border p-2 text-sm"
          >
            <div className="font-medium">
              {s.device}
              {s.current ? <span className="ml-2 text-xs text-muted-foreground">(this device)</span> : null}
            </div>
            <div className="text-xs text-muted-foreground">
              {s.ip ?? 'Unknown address'} · last seen {when(s.lastSeenAt, 'dateTime', 'unknown')}
            </div>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        disabled={signOut.isPending || list.length < 2}
        onClick={() => signOut.mutate()}
      >
        {signOut.isPending ? 'Signing out...' : 'Sign out other sessions'}
      </Button>
    </div>
  );
}
