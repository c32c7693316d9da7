/**
 * The attempts recorded on a voter that still wait on this device (made without a connection): the profile
 * shows them above the recorded ones, so a volunteer sees the result was kept and does not record it twice.
 * Read from the queue itself, so they show after a reload without signal too, and go when they are sent.
 */
import { useEffect, useState } from 'react';
import type { ContactAttemptPayload } from './kinds/contact-attempt';
import { useSyncState, waitingChanges } from './sync';

export type WaitingAttempt = ContactAttemptPayload['body'];

/**
 * Those of them the profile does not show as recorded yet: a sent attempt can come back in the reloaded profile a
 * moment before it leaves the queue, and would show twice, once waiting and once recorded.
 */
export function notYetRecorded(
  waiting: WaitingAttempt[],
  recorded: { clientId: string | null }[],
): WaitingAttempt[] {
  const recordedIds = new Set(recorded.map((a) => a.clientId));
  return waiting.filter((a) => !recordedIds.has(a.clientId));
}

export function useWaitingAttempts(contactId: string): WaitingAttempt[] {
  const { waiting } = useSyncState();
  const [attempts, setAttempts] = useState<WaitingAttempt[]>([]);
  useEffect(() => {
    if (waiting === 0) {
      setAttempts([]);
      return;
    }
    let current = true;
    waitingChanges()
      .then((changes) => {
        if (!current) return;
        const mine = changes
          .filter((c) => c.kind === 'contact-attempt')
          .map((c) => c.payload as ContactAttemptPayload)
          .filter((p) => p.contactId === contactId)
          .map((p) => p.body)
          .reverse();
        setAttempts(mine);
      })
      .catch(() => setAttempts([]));
    return () => {
      current = false;
    };
  }, [contactId, waiting]);
  return attempts;
}
