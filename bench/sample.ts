/** Contacts that exist, picked at random: ids for profile opens and edits, names for searches. */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { rows } from '../src/server/db/rows.js';
import type { NameSample } from './search.js';

export interface ContactSample extends NameSample {
  ids: string[];
}

export async function sampleContacts(db: Db, size = 2_000): Promise<ContactSample> {
  const sampled = await rows<{ id: string; last_name: string | null; first_name: string | null }>(
    db,
    sql`SELECT id, last_name, first_name FROM contacts WHERE is_active ORDER BY random() LIMIT ${size}`,
  );
  if (sampled.length === 0) throw new Error('The database holds no active contacts to benchmark with.');
  return {
    ids: sampled.map((r) => r.id),
    lasts: sampled.map((r) => r.last_name).filter((n): n is string => Boolean(n && n.length >= 2)),
    firsts: sampled.map((r) => r.first_name).filter((n): n is string => Boolean(n && n.length >= 2)),
  };
}
