/**
 * Signing out from any of its buttons. Changes made on this device that have not reached the server would be
 * deleted with it, so the person is asked first (components/layout/SignOutQuestion.tsx); otherwise it signs
 * out at once.
 */
import { useSyncExternalStore } from 'react';
import { signOut } from '../api/auth';
import { unsentAfterOneMoreTry } from '../offline/sync';

/** How many unsent changes the open question is about; 0 when no question is open. */
let asking = 0;
const listeners = new Set<() => void>();
const setAsking = (unsent: number) => {
  asking = unsent;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export async function requestSignOut() {
  const unsent = await unsentAfterOneMoreTry();
  if (unsent === 0) await signOut();
  else setAsking(unsent);
}

export function useSignOutQuestion() {
  const unsent = useSyncExternalStore(subscribe, () => asking);
  return {
    unsent,
    staySignedIn: () => setAsking(0),
    signOutAndDelete: () => {
      setAsking(0);
      void signOut();
    },
  };
}
