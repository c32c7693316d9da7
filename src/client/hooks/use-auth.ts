/** The signed-in user and their own profile, their sessions, and whether a password link still works. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { type CurrentUser, currentUser, ownSessionList } from '../../common/schemas/auth.js';
import { ApiError, errorMessage, NETWORK_FAILURE_STATUS } from '../api/api-error';
import { checkPasswordToken, updateProfile } from '../api/auth';
import { getJson } from '../api/http';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { claimDevice } from '../offline/device-owner';
import { knownUser, rememberUser } from '../offline/known-user';
import { authKeys } from '../query-keys/keys';

/**
 * The signed-in user; null when signed out (a 401 is an answer, not an error). Without signal, the person last
 * signed in on this device (offline/known-user.ts), so the installed app opens its pages.
 */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: authKeys.currentUser,
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      try {
        const user = await getJson('/api/auth/user', currentUser, signal);
        // Another person's queued changes and drafts go, before the device remembers the new user. The app does
        // not wait for it: sending and showing them already take only the signed-in user's own.
        void claimDevice(user.id)
          .catch(() => undefined)
          .then(() => rememberUser(user));
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          void rememberUser(null);
          return null;
        }
        const known =
          error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS && (await knownUser());
        if (known) return known;
        throw error;
      }
    },
  });
}

/** The signed-in user, or null when signed out. */
export function useAuth() {
  const query = useCurrentUser();
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** Account Settings' profile form: the answer is the user as saved, shown at once everywhere. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      queryClient.setQueryData(authKeys.currentUser, updated);
      toast({ title: 'Profile updated', description: 'Your details have been saved.' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update your profile'),
        variant: 'destructive',
      }),
  });
}

/** Where the signed-in person is signed in (Account Settings). */
export function useOwnSessions(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.sessions,
    queryFn: ({ signal }) => getJson('/api/auth/sessions', ownSessionList, signal),
    enabled,
  });
}

/** Whether a reset or invitation link still works, asked before the person types a password. */
export function usePasswordToken(token: string) {
  return useQuery({
    queryKey: authKeys.passwordToken(token),
    queryFn: ({ signal }) => checkPasswordToken(token, signal),
    staleTime: 0,
  });
}
