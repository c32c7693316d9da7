import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A search someone ran, for the admins' read history: the criteria as sent and the rows listed, not the rows. */
export interface SearchRecord {
  criteria: Record<string, unknown>;
  rows: number;
}

export const searchRecord = (query: SearchQuery, rows: number): SearchRecord => ({
  criteria: Object.fromEntries(Object.entries(query).filter(([, value]) => isSet(value))),
  rows,
});

/** The insert of a search into the read history, answering its id (a CTE of the read's charge). */
export const searchInsert = (userId: string, search: SearchRecord): SQL =>
  sql`INSERT INTO read_searches (user_id, criteria, rows)
    VALUES (${userId}, ${JSON.stringify(search.criteria)}::jsonb, ${search.rows}) RETURNING id AS search_id`;

/** A search the budget refused listed nothing: it leaves the history. */
export async function forgetSearch(db: Executor, searchId: string) {
  await db.execute(sql`DELETE FROM read_searches WHERE id = ${searchId}::uuid`);
}
