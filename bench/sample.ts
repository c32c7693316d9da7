/** Contacts that exist, picked at random: ids for profile opens and edits, names for searches. */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import type { NameSample } from './search.js';

export interface ContactSample extends NameSample {
  ids: string[];
}

export async function sampleContacts(db: Db, size = 2_000): Promise<ContactSample> {
  const result = (await db.execute(
    sql`SELECT id, last_name, first_name FROM contacts WHERE is_active ORDER BY random() LIMIT ${size}`,
  )) as unknown as { rows: { id: string; last_name: string | null; first_name: string | null }[] };
  const rows = result.rows;
  if (rows.length === 0) throw new Error('The database holds no active contacts to benchmark with.');
  return {
    ids: rows.map((r) => r.id),
    lasts: rows.map((r) => r.last_name).filter((n): n is string => Boolean(n && n.length >= 2)),
    firsts: rows.map((r) => r.first_name).filter((n): n is string => Boolean(n && n.length >= 2)),
  };
}
