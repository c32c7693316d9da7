import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import type { Executor } from '../db/client.js';
import { userNetworks } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';

export const NETWORK_ENTRY_NOT_FOUND =
  'That contact is not in your network (any more). Reload the page to see your network as it is now.';

/** Removes one of the user's own entries; someone else's entry is answered exactly like a missing one. */
export async function removeNetworkEntry(db: Executor, userId: string, networkId: string) {
  if (!isUuid(networkId)) throw new NotFoundError(NETWORK_ENTRY_NOT_FOUND);
  const removed = await db
    .delete(userNetworks)
    .where(and(eq(userNetworks.id, networkId), eq(userNetworks.userId, userId)))
    .returning({ id: userNetworks.id, contactId: userNetworks.contactId });
  if (removed.length === 0) throw new NotFoundError(NETWORK_ENTRY_NOT_FOUND);
  return removed[0];
}
