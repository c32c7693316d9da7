/**
 * A contact's household: the active voters at the same street address (gw_address_key, so "Drive"/"Dr" and
 * punctuation do not split a household; a different apartment is a different household) and the same
 * five-digit ZIP. Read off the address index of migration 0013.
 */
import { sql } from 'drizzle-orm';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';

/** The most housemates listed; the count is always the whole household. */
export const HOUSEHOLD_LISTED_MAX = 50;

export async function householdOf(db: Executor, contactId: string): Promise<ContactProfile['household']> {
  const row = await firstRow<{
    known: number;
    count: number;
    others_count: number;
    others: { id: string; fullName: string }[];
  }>(
    db,
    sql`
    WITH home AS (
      SELECT street_address_key AS address, left(zip_code, 5) AS zip FROM contacts
      WHERE id = ${contactId} AND street_address_key IS NOT NULL AND zip_code IS NOT NULL
    ), members AS (
      SELECT c.id, c.full_name, c.last_name_key, c.first_name_key FROM contacts c, home
      WHERE c.is_active AND c.street_address_key = home.address AND left(c.zip_code, 5) = home.zip
    )
    SELECT (SELECT count(*) FROM home)::int AS known,
      (SELECT count(*) FROM members)::int AS count,
      (SELECT count(*) FROM members WHERE id <> ${contactId})::int AS others_count,
      (SELECT coalesce(json_agg(json_build_object('id', o.id, 'fullName', o.full_name)), '[]'::json) FROM (
        SELECT * FROM members WHERE id <> ${contactId}
        ORDER BY last_name_key, first_name_key, id LIMIT ${HOUSEHOLD_LISTED_MAX}
      ) o) AS others`,
  );
  if (!row?.known) return null;
  return { count: row.count, others: row.others, unlisted: row.others_count - row.others.length };
}
