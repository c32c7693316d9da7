/**
 * Voter search: name prefixes (case- and accent-insensitive through gw_fold, the same function the
 * indexes use), exact city / ZIP / party, supporter statuses and an age range, over active contacts,
 * ordered by last name, first name, id. The page and the total come back in one round trip; the total is
 * taken from SearchTotals when the same filters were counted since the last change to the contacts.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SearchQuery, SearchResponse } from '../../shared/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { readSettings } from '../settings/settings.js';
import type { SearchTotals } from './search-totals.js';

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

/** The filters that decide which contacts match, normalised as conditions() reads them. */
const filtersKey = (q: SearchQuery) =>
  JSON.stringify([
    q.lastName,
    q.firstName,
    q.middleName,
    q.city?.toLowerCase(),
    q.zipCode?.slice(0, 5),
    q.party && q.party.toLowerCase() !== 'all' ? q.party.toUpperCase() : null,
    q.supporterStatus,
    q.minAge,
    q.maxAge,
  ]);

const GENERATION = sql`(SELECT last_value::text FROM gw_contacts_generation)`;

type SearchRow = { generation: string; total?: number; contacts: SearchResponse['contacts'] };

/**
 * One statement: the page and the contacts' generation, plus the total unless the caller remembers it. A
 * remembered total counted at another generation is counted again.
 */
export async function searchContacts(
  db: Executor,
  q: SearchQuery,
  totals?: SearchTotals,
): Promise<SearchResponse> {
  // Max Search Results caps the page size (issue 4); the total is always the real number of matches.
  const { maxSearchResults } = await readSettings(db);
  const limit = Math.min(q.limit, maxSearchResults);
  const offset = (q.page - 1) * limit;
  const where = sql.join(conditions(q), sql` AND `);
  const page = sql`(SELECT coalesce(json_agg(page), '[]'::json) FROM (
        SELECT id, system_id AS "systemId", full_name AS "fullName", first_name AS "firstName",
               middle_name AS "middleName", last_name AS "lastName", date_of_birth::text AS "dateOfBirth",
               street_address AS "streetAddress", city, state, zip_code AS "zipCode", party,
               voter_status AS "voterStatus", supporter_status AS "supporterStatus",
               volunteer_likeliness AS "volunteerLikeliness"
        FROM contacts
        WHERE ${where}
        ORDER BY last_name_key, first_name_key, id
        LIMIT ${limit} OFFSET ${offset}
      ) page) AS contacts`;
  const run = async (statement: SQL) => {
    const result = await db.execute(statement);
    return (result as unknown as { rows: SearchRow[] }).rows[0] as SearchRow;
  };

  const key = filtersKey(q);
  const remembered = totals?.remembered(key);
  if (remembered) {
    const row = await run(sql`SELECT ${GENERATION} AS generation, ${page}`);
    if (row.generation === remembered.generation)
      return { total: remembered.total, contacts: row.contacts, pageSize: limit };
  }
  const keep = totals?.counting(key);
  const row = await run(sql`
    SELECT ${GENERATION} AS generation, (SELECT count(*) FROM contacts WHERE ${where})::int AS total, ${page}`);
  const total = row.total ?? 0;
  keep?.(total, row.generation);
  return { total, contacts: row.contacts, pageSize: limit };
}
