import type { SearchQuery } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { readSearches } from '../db/schema/index.js';

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A search someone ran, for the admins' read history: the criteria as sent and the rows listed, not the rows. */
export async function recordSearch(db: Executor, userId: string, query: SearchQuery, rows: number) {
  const criteria = Object.fromEntries(Object.entries(query).filter(([, value]) => isSet(value)));
  await db.insert(readSearches).values({ userId, criteria, rows });
}
