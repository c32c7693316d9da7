/**
 * Whose work the device keeps. Queued changes and drafts name the user who made them, and the kept queries the
 * user they were loaded for; when someone signs in, everything another person left is deleted, so one account
 * never sends or reads another's voter edits or the voters another loaded (decisions 0204 and 0205,
 * docs/decisions/0204-whose-changes-a-device-keeps.md and 0205-device-read-cache-has-an-owner.md).
 */
import type { CurrentUser } from '../../common/schemas/auth.js';
import { queryClient } from '../lib/query-client';
import { authKeys } from '../query-keys/keys';
import { keepOnlyDraftsOf } from './device-drafts';
import { knownUser } from './known-user';
import { keepOnlyQueriesOf } from './persist-queries';
import { keepOnlyChangesOf } from './queue-store';

/** The signed-in user's id, or null signed out. */
export const signedInUserId = () =>
  queryClient.getQueryData<CurrentUser | null>(authKeys.currentUser)?.id ?? null;

/**
 * The server says `userId` is signed in. Work kept before owners were recorded is theirs only if the device
 * last knew them as the one signed in (no one else, and no ended session, came in between); otherwise it is
 * deleted with everyone else's. Called before the device remembers the new user.
 */
export async function claimDevice(userId: string) {
  const provenOwner = (await knownUser())?.id === userId;
  keepOnlyDraftsOf(userId, provenOwner);
  await Promise.all([
    keepOnlyChangesOf(userId, provenOwner).catch(() => undefined),
    keepOnlyQueriesOf(userId).catch(() => undefined),
  ]);
}
