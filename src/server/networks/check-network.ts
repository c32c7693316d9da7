import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import type { NetworkCheck } from '../../common/schemas/networks.js';
import type { Executor } from '../db/client.js';
import { userNetworks } from '../db/schema/index.js';

/** Whether the contact is in the user's network, and the entry's id to remove it by. */
export async function checkNetwork(db: Executor, userId: string, contactId: string): Promise<NetworkCheck> {
  if (!isUuid(contactId)) return { inNetwork: false, networkId: null };
  const [row] = await db
    .select({ id: userNetworks.id })
    .from(userNetworks)
    .where(and(eq(userNetworks.userId, userId), eq(userNetworks.contactId, contactId)));
  return { inNetwork: Boolean(row), networkId: row?.id ?? null };
}
