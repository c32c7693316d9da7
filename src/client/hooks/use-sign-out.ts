/**
 * Signing out from any of its buttons. Changes made on this device that have not reached the server would be
 * deleted with it, so the person is asked first (components/layout/SignOutQuestion.tsx); otherwise it signs
 * out at once.
 */
import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { errorMessage } from '../api/api-error';
import { signOutInPlace } from '../api/auth';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { forgetDeviceData } from '../offline/forget-device-data';
import { unsentAfterOneMoreTry } from '../offline/sync';
import { authKeys } from '../query-keys/keys';

/**
 * Signs out (a POST: it ends the session), then loads the home page afresh, whatever the answer. What the
 * device kept for offline use goes first (offline/forget-device-data.ts).
 */
export async function signOut() {
  await forgetDeviceData();
  await signOutInPlace().catch(() => undefined);
  window.location.href = '/';
}

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

/** Signs out without leaving the page: signed out, the same address shows its signed-out page. */
export function useSignOutInPlace() {
  return useMutation({
    mutationFn: signOutInPlace,
    onSuccess: () => queryClient.setQueryData(authKeys.currentUser, null),
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not sign out'),
        variant: 'destructive',
      }),
  });
}
