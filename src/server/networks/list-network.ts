import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { contacts, userNetworks } from '../db/schema/index.js';
import { entryColumns, presentNetworkEntry } from './present-network-entry.js';

/** The user's network, most recently added first, each entry with its contact. */
export async function listNetwork(db: Executor, userId: string) {
  const rows = await db
    .select(entryColumns)
    .from(userNetworks)
    .innerJoin(contacts, eq(contacts.id, userNetworks.contactId))
    .where(eq(userNetworks.userId, userId))
    .orderBy(desc(userNetworks.createdAt), desc(userNetworks.id));
  return rows.map(presentNetworkEntry);
}
