/**
 * Voter search: name prefixes (case- and accent-insensitive through gw_fold, the same function the
 * indexes use), exact city / ZIP / party, supporter statuses and an age range, over active contacts,
 * ordered by last name, first name, id. The page and the total come back in one round trip.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery, SearchResponse } from '../../shared/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { readSettings } from '../settings/settings.js';

/**
 * "Starts with" on a stored folded name (byte order): the range from the folded prefix up to the prefix
 * followed by the highest code point, which an index answers without looking at the rows.
 */
const foldPrefix = (key: string, value: string) =>
  sql`${sql.raw(key)} >= gw_fold(${value}) AND ${sql.raw(key)} < gw_fold(${value}) || chr(1114111)`;

function conditions(q: SearchQuery): SQL[] {
  const where: SQL[] = [sql`is_active`];
  if (q.lastName) where.push(foldPrefix('last_name_key', q.lastName));
  if (q.firstName) where.push(foldPrefix('first_name_key', q.firstName));
  if (q.middleName) where.push(foldPrefix('middle_name_key', q.middleName));
  if (q.city) where.push(sql`lower(city) = lower(${q.city})`);
  if (q.zipCode) where.push(sql`left(zip_code, 5) = ${q.zipCode.slice(0, 5)}`);
  if (q.party && q.party.toLowerCase() !== 'all') where.push(sql`party = ${q.party.toUpperCase()}`);
  if (q.supporterStatus)
    where.push(sql`supporter_status::text = any(${`{${q.supporterStatus.join(',')}}`}::text[])`);
  // Age in whole years today: at least minAge means born on or before today minus minAge years.
  if (q.minAge !== undefined)
    where.push(sql`date_of_birth <= (current_date - make_interval(years => ${q.minAge}))::date`);
  if (q.maxAge !== undefined)
    where.push(sql`date_of_birth > (current_date - make_interval(years => ${q.maxAge + 1}))::date`);
  return where;
}

export async function searchContacts(db: Executor, q: SearchQuery): Promise<SearchResponse> {
  // Max Search Results caps the page size (issue 4); the total is always the real number of matches.
  const { maxSearchResults } = await readSettings(db);
  const limit = Math.min(q.limit, maxSearchResults);
  const offset = (q.page - 1) * limit;
  const where = sql.join(conditions(q), sql` AND `);
  const result = await db.execute(sql`
    SELECT
      (SELECT count(*) FROM contacts WHERE ${where})::int AS total,
      (SELECT coalesce(json_agg(page), '[]'::json) FROM (
        SELECT id, system_id AS "systemId", full_name AS "fullName", first_name AS "firstName",
               middle_name AS "middleName", last_name AS "lastName", date_of_birth::text AS "dateOfBirth",
               street_address AS "streetAddress", city, state, zip_code AS "zipCode", party,
               voter_status AS "voterStatus", supporter_status AS "supporterStatus",
               volunteer_likeliness AS "volunteerLikeliness"
        FROM contacts
        WHERE ${where}
        ORDER BY last_name_key, first_name_key, id
        LIMIT ${limit} OFFSET ${offset}
      ) page) AS contacts`);
  const [row] = (result as unknown as { rows: { total: number; contacts: SearchResponse['contacts'] }[] })
    .rows;
  return { total: row?.total ?? 0, contacts: row?.contacts ?? [], pageSize: limit };
}
