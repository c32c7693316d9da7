/** First-run setup: whether it is needed, and creating the first administrator. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../common/schemas/auth.js';
import { type SetupStatus, setupStatus } from '../../common/schemas/setup.js';
import { errorCode } from '../api/api-error';
import { getJson } from '../api/http';
import { createFirstAdmin } from '../api/setup';
import { queryClient } from '../lib/query-client';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { authKeys, setupKeys } from '../query-keys/keys';

export function useSetupStatus() {
  return useQuery<SetupStatus>({
    queryKey: setupKeys.status,
    queryFn: ({ signal }) => getJson('/api/setup', setupStatus, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Creates the first administrator, who is signed in at once: `onCreated` runs in the same render that shows
 * them signed in (no page in between). Refused because someone else finished setup first, the setup page
 * gives way to sign-in; `onRefused` says what went wrong either way.
 */
export function useCreateFirstAdmin({
  onCreated,
  onRefused,
}: {
  onCreated: (admin: CurrentUser) => void;
  onRefused: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: createFirstAdmin,
    onSuccess: (admin) => {
      queryClient.setQueryData(authKeys.currentUser, admin);
      queryClient.setQueryData(setupKeys.status, { needed: false, codeRequired: false });
      onCreated(admin);
    },
    onError: (error) => {
      if (errorCode(error) === 'already_set_up') void invalidateAfter.setupRefused(queryClient);
      onRefused(error);
    },
  });
}
