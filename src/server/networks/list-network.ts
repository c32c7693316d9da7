import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { NETWORK_PAGE_SIZE, type NetworkPage, type NetworkPageQuery } from '../../common/schemas/networks.js';
import type { Db } from '../db/client.js';
import { contacts, type UserRow, userNetworks } from '../db/schema/index.js';
import { chargeReads } from '../read-budgets/read-budget.js';
import { entryColumns, presentNetworkEntry } from './present-network-entry.js';

/** `%text%` for ILIKE, the pattern characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of the user's network, most recently added first, each entry with its contact, and the counters of the
 * whole network. The entries are voters read: charged against the search-rows budget like a search page.
 */
export async function listNetwork(db: Db, user: UserRow, query: NetworkPageQuery): Promise<NetworkPage> {
  const mine = eq(userNetworks.userId, user.id);
  const term = query.q?.trim();
  const matching: SQL | undefined = term
    ? or(
        ...[contacts.fullName, contacts.firstName, contacts.lastName, contacts.city, contacts.party].map(
          (c) => ilike(c, containing(term)),
        ),
      )
    : undefined;
  const [rows, [counts]] = await Promise.all([
    db
      .select(entryColumns)
      .from(userNetworks)
      .innerJoin(contacts, eq(contacts.id, userNetworks.contactId))
      .where(and(mine, matching))
      .orderBy(desc(userNetworks.createdAt), desc(userNetworks.id))
      .limit(NETWORK_PAGE_SIZE)
      .offset((query.page - 1) * NETWORK_PAGE_SIZE),
    db
      .select({
        total: count(),
        matching: term ? sql<number>`count(*) FILTER (WHERE ${matching})::int` : count(),
        supporters: sql<number>`count(*) FILTER (WHERE ${contacts.supporterStatus} = 'confirmed-supporter')::int`,
        volunteers: sql<number>`count(*) FILTER (WHERE ${contacts.volunteerLikeliness} = 'confirmed-volunteer')::int`,
      })
      .from(userNetworks)
      .innerJoin(contacts, eq(contacts.id, userNetworks.contactId))
      .where(mine),
  ]);
  await chargeReads(db, user, { networkRows: rows.length });
  return {
    entries: rows.map(presentNetworkEntry),
    page: query.page,
    pageSize: NETWORK_PAGE_SIZE,
    matching: Number(counts?.matching ?? 0),
    total: Number(counts?.total ?? 0),
    supporters: Number(counts?.supporters ?? 0),
    volunteers: Number(counts?.volunteers ?? 0),
  };
}

/** The ids of the contacts in the user's network (the heart markers): ids only, no voter's data, so not charged. */
export async function networkContactIds(db: Db, userId: string) {
  const rows = await db
    .select({ contactId: userNetworks.contactId })
    .from(userNetworks)
    .where(eq(userNetworks.userId, userId));
  return { contactIds: rows.map((r) => r.contactId) };
}
