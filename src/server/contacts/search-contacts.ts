/**
 * Voter search: the filters of the filter registry over active contacts, ordered by last name, first
 * name, id. The page and the total come back in one round trip; the total is
 * taken from SearchTotals when the same filters were counted since the last change to the contacts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../../common/constants.js';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  SUMMARY_FIELD_KEYS,
} from '../../common/contact-fields.js';
import { readSearchFilters } from '../../common/contact-filters.js';
import type { SearchQuery, SearchResponse } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { InvalidInputError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { filterConditions, filtersKey, nameMatch } from './filter-conditions.js';
import type { SearchTotals } from './search-totals.js';
import { similarNames } from './similar-names.js';

/** The summary's fields as the response names them; dates as YYYY-MM-DD text. */
const SUMMARY_COLUMNS = sql.raw(
  SUMMARY_FIELD_KEYS.map((key) => {
    const field: ContactFieldDefinition = CONTACT_FIELDS[key];
    return `c.${field.column}${field.type === 'date' ? '::text' : ''} AS "${key}"`;
  }).join(', '),
);

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
  // Max Search Results caps the page size, not the matches; the total is always the real number of matches.
  const { maxSearchResults } = await readSettings(db);
  const limit = Math.min(q.limit, maxSearchResults);
  const offset = (q.page - 1) * limit;
  refusePagePastTheCap(offset, limit);
  const filters = readSearchFilters(q);
  const where = sql.join([sql`c.is_active`, ...filterConditions(filters)], sql` AND `);
  const match = nameMatch(filters);
  // Prefix matches first, then nickname matches; a search without a nickname sorts on the constant for free.
  // The page's ids first, then their rows: the rows skipped by OFFSET are read from the name index alone (it
  // carries the filtered columns), not from the table, so page 500 costs about what page 1 does.
  const page = sql`(SELECT coalesce(json_agg(page), '[]'::json) FROM (
        SELECT ${SUMMARY_COLUMNS}, ids.match AS "match"
        FROM (
          SELECT c.id, ${match} AS match, c.last_name_key, c.first_name_key
          FROM contacts c
          WHERE ${where}
          ORDER BY ${match} DESC, c.last_name_key, c.first_name_key, c.id
          LIMIT ${limit} OFFSET ${offset}
        ) ids
        JOIN contacts c ON c.id = ids.id
        ORDER BY ids.match DESC, ids.last_name_key, ids.first_name_key, ids.id
      ) page) AS contacts`;
  const run = async (statement: SQL) => {
    const result = await db.execute(statement);
    return (result as unknown as { rows: SearchRow[] }).rows[0] as SearchRow;
  };

  const counted = await pageAndTotal(filtersKey(filters), run, page, where, totals);
  const found = {
    ...counted,
    total: Math.min(counted.total, SEARCH_COUNT_CAP),
    capped: counted.total > SEARCH_COUNT_CAP,
  };
  if (found.total >= limit) return { ...found, pageSize: limit };
  const similar = await similarNames(db, filters, SUMMARY_COLUMNS);
  return { ...found, pageSize: limit, ...(similar && { similar }) };
}

/**
 * Counting stops at the cap, so pages stop there too: a page past it would show nothing the count promised,
 * and reading far past it (OFFSET 800,000 …) is the one search that could not stay fast.
 */
function refusePagePastTheCap(offset: number, limit: number) {
  if (offset < SEARCH_COUNT_CAP) return;
  const message = `Results stop at ${SEARCH_COUNT_CAP.toLocaleString('en-US')} contacts, so the last page is ${Math.ceil(SEARCH_COUNT_CAP / limit).toLocaleString('en-US')}. Add a name or a filter to narrow the search.`;
  throw new InvalidInputError(message, [{ path: 'page', message }]);
}

async function pageAndTotal(
  key: string,
  run: (statement: SQL) => Promise<SearchRow>,
  page: SQL,
  where: SQL,
  totals?: SearchTotals,
): Promise<Pick<SearchResponse, 'total' | 'contacts'>> {
  // The total counts at most one past the cap: enough to know there are more.
  const remembered = totals?.remembered(key);
  if (remembered) {
    const row = await run(sql`SELECT ${GENERATION} AS generation, ${page}`);
    if (row.generation === remembered.generation) return { total: remembered.total, contacts: row.contacts };
  }
  const keep = totals?.counting(key);
  const row = await run(sql`
    SELECT ${GENERATION} AS generation,
      (SELECT count(*) FROM (SELECT FROM contacts c WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}) capped)::int AS total,
      ${page}`);
  const total = row.total ?? 0;
  keep?.(total, row.generation);
  return { total, contacts: row.contacts };
}
