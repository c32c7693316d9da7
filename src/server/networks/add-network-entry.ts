import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import { assertContactExists, CONTACT_NOT_FOUND } from '../contacts/get-contact.js';
import type { Db } from '../db/client.js';
import { contacts, type UserRow, userNetworks } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { chargeReads } from '../read-budgets/read-budget.js';
import { entryColumns, presentNetworkEntry } from './present-network-entry.js';

/**
 * Adds the contact to the user's network. Adding one that is already there returns the existing entry
 * (`created: false`): a double click or a second tab never makes a duplicate. The entry answers the voter's
 * summary, so it is a voter read: charged as a search row before anything is written (a missing contact costs
 * nothing; past the budget nothing is added).
 */
export async function addNetworkEntry(db: Db, user: UserRow, contactId: string) {
  if (!isUuid(contactId)) throw new NotFoundError(CONTACT_NOT_FOUND);
  await assertContactExists(db, contactId);
  await chargeReads(db, user, { networkRows: 1 });
  const userId = user.id;
  return db.transaction(async (tx) => {
    const [contact] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
    if (!contact) throw new NotFoundError(CONTACT_NOT_FOUND);
    const inserted = await tx
      .insert(userNetworks)
      .values({ userId, contactId })
      .onConflictDoNothing({ target: [userNetworks.userId, userNetworks.contactId] })
      .returning({ id: userNetworks.id });
    const [row] = await tx
      .select(entryColumns)
      .from(userNetworks)
      .innerJoin(contacts, eq(contacts.id, userNetworks.contactId))
      .where(and(eq(userNetworks.userId, userId), eq(userNetworks.contactId, contactId)));
    if (!row) throw new NotFoundError(CONTACT_NOT_FOUND);
    return { created: inserted.length > 0, entry: presentNetworkEntry(row) };
  });
}
