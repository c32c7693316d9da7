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
import { formatCount } from '../../common/format.js';
import type { SearchQuery, SearchResponse } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { firstRow, oneRow } from '../db/rows.js';
import { InvalidInputError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { addressReadingsProbe, filtersKey, type MatchArm, matchArms } from './filter-conditions.js';
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
  const arms = matchArms(filters, await addressReadingsFound(db, filters));
  // The page's ids first, then their rows: the rows skipped by OFFSET are read from the name index alone (it
  // carries the filtered columns), not from the table, so page 500 costs about what page 1 does.
  const page = sql`(SELECT coalesce(json_agg(page), '[]'::json) FROM (
        SELECT ${SUMMARY_COLUMNS}, ids.match AS "match"
        FROM (${pageIds(arms, limit, offset)}) ids
        JOIN contacts c ON c.id = ids.id
        ORDER BY ids.rank, ids.last_name_key, ids.first_name_key, ids.id
      ) page) AS contacts`;
  const run = (statement: SQL) => oneRow<SearchRow>(db, statement);

  const counted = await pageAndTotal(filtersKey(filters), run, page, arms, totals);
  const found = {
    ...counted,
    total: Math.min(counted.total, SEARCH_COUNT_CAP),
    capped: counted.total > SEARCH_COUNT_CAP,
  };
  if (found.total >= limit) return { ...found, pageSize: limit };
  const similar = await similarNames(db, filters, SUMMARY_COLUMNS);
  return { ...found, pageSize: limit, ...(similar && { similar }) };
}

/** The readings of a typed address that find anyone (filter-conditions.ts); undefined when it has one. */
async function addressReadingsFound(db: Executor, filters: ReturnType<typeof readSearchFilters>) {
  const probe = addressReadingsProbe(filters);
  if (!probe) return undefined;
  const row = await firstRow<{ found: number[] }>(db, probe);
  return row?.found ?? [];
}

/** Where an arm's matches are read, as `c`, and the voter's id there. */
const tableOf = (arm: MatchArm) => (arm.readsBallots ? sql`ballots c` : sql`contacts c`);
const idOf = (arm: MatchArm) => (arm.readsBallots ? sql`c.contact_id` : sql`c.id`);

/**
 * The ids of one page in the results' order. With several sets of matches (their rank: prefix, nickname, surname
 * part; an address's readings each a set of their own), each is read in name order up to the page's end and the
 * sets are put together: the planner can walk one index per set instead of sorting every match.
 */
function pageIds(arms: MatchArm[], limit: number, offset: number): SQL {
  const idsOf = (arm: MatchArm, armLimit: number, armOffset: number) => {
    const matches = sql`SELECT ${idOf(arm)} AS id, ${arm.match}::text AS match, ${arm.rank}::int AS rank,
      c.last_name_key, c.first_name_key FROM ${tableOf(arm)} WHERE ${arm.where}`;
    // OFFSET 0 keeps the subquery apart, so its matches are read by their index before they are sorted.
    const from = arm.readAllThenSort ? sql`(${matches} OFFSET 0)` : sql`(${matches})`;
    return sql`SELECT * FROM ${from} c
      ORDER BY c.last_name_key, c.first_name_key, c.id LIMIT ${armLimit} OFFSET ${armOffset}`;
  };
  const [only] = arms;
  if (arms.length === 1 && only) return idsOf(only, limit, offset);
  const sets = arms.map((a) => sql`(${idsOf(a, offset + limit, 0)})`);
  return sql`SELECT * FROM (${sql.join(sets, sql` UNION ALL `)}) all_sets
    ORDER BY rank, last_name_key, first_name_key, id LIMIT ${limit} OFFSET ${offset}`;
}

/** Every set's matches counted to at most one past the cap: enough to know there are more. */
const cappedCount = (arms: MatchArm[]) =>
  sql.join(
    arms.map(
      (arm) =>
        sql`(SELECT count(*) FROM (SELECT FROM ${tableOf(arm)} WHERE ${arm.where} LIMIT ${SEARCH_COUNT_CAP + 1}) capped)`,
    ),
    sql` + `,
  );

/**
 * Counting stops at the cap, so pages stop there too: a page past it would show nothing the count promised,
 * and reading far past it (OFFSET 800,000 …) is the one search that could not stay fast.
 */
function refusePagePastTheCap(offset: number, limit: number) {
  if (offset < SEARCH_COUNT_CAP) return;
  const message = `Results stop at ${formatCount(SEARCH_COUNT_CAP)} contacts, so the last page is ${formatCount(Math.ceil(SEARCH_COUNT_CAP / limit))}. Add a name or a filter to narrow the search.`;
  throw new InvalidInputError(message, [{ path: 'page', message }]);
}

async function pageAndTotal(
  key: string,
  run: (statement: SQL) => Promise<SearchRow>,
  page: SQL,
  arms: MatchArm[],
  totals?: SearchTotals,
): Promise<Pick<SearchResponse, 'total' | 'contacts'>> {
  const remembered = totals?.remembered(key);
  if (remembered) {
    const row = await run(sql`SELECT ${GENERATION} AS generation, ${page}`);
    if (row.generation === remembered.generation) return { total: remembered.total, contacts: row.contacts };
  }
  const keep = totals?.counting(key);
  const row = await run(sql`
    SELECT ${GENERATION} AS generation,
      (${cappedCount(arms)})::int AS total,
      ${page}`);
  const total = row.total ?? 0;
  keep?.(total, row.generation);
  return { total, contacts: row.contacts };
}
