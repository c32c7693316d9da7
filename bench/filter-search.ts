/**
 * `tsx bench/filter-search.ts postgres://…|DATA_DIR [N]`: precinct, district and voter status searches against a
 * database already loaded with N demo voters (`npm run cli -- demo-data N`), through the service the API uses (page
 * and total in one round trip, no remembered totals), each beside the plain SQL of the same work (the
 * count, stopping past the search's cap as the service does, and the page in one hand-written statement) timed
 * in the same run, query by query, and the ratio.
 * Every query differs from the others (another value, list or page), so nothing is answered from a cache.
 */
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../src/common/constants.js';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import type { Database } from '../src/server/db/client.js';
import { rows } from '../src/server/db/rows.js';
import { openSearchBench, runBesidePlain, type SearchCase } from './search-beside-plain.js';
import { prefixRange, quote } from './sql-text.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const PER_KIND = 200;
/** The search counts one past its cap to know there are more ("10,000+"); the plain SQL counts as far. */
const PLAIN_COUNT_UP_TO = SEARCH_COUNT_CAP + 1;

type Column =
  | 'precinct'
  | 'district'
  | 'house_district'
  | 'senate_district'
  | 'commission_district'
  | 'school_board_district'
  | 'voter_status';
const PARAM: Record<Column, keyof SearchQuery> = {
  precinct: 'precinct',
  district: 'district',
  house_district: 'houseDistrict',
  senate_district: 'senateDistrict',
  commission_district: 'commissionDistrict',
  school_board_district: 'schoolBoardDistrict',
  voter_status: 'voterStatus',
};

type Case = SearchCase;

async function valuesOf(database: Database, column: Column) {
  const found = await rows<{ value: string }>(
    database.db,
    sql.raw(
      `SELECT ${column} AS value FROM contacts WHERE is_active AND ${column} <> '' GROUP BY 1 ORDER BY 1`,
    ),
  );
  return found.map((r) => r.value);
}

/** Distinct searches: each value alone and in a pair with another, on page 1, then 2, 3 … as needed. */
function cases(column: Column, values: string[], prefix?: string): Case[] {
  const pairs = values.length > 1 ? values.map((v, i) => [v, values[(i + 7) % values.length] as string]) : [];
  const lists = [...values.map((v) => [v]), ...pairs.filter(([a, b]) => a !== b)];
  const out: Case[] = [];
  for (let page = 1; out.length < PER_KIND; page++)
    for (const list of lists) {
      if (out.length >= PER_KIND) break;
      const inList =
        list.length === 1 ? `= ${quote(list[0] as string)}` : `IN (${list.map(quote).join(', ')})`;
      const query = { page, limit: 20, [PARAM[column]]: list } as unknown as SearchQuery;
      let where = `is_active AND ${column} ${inList}`;
      if (prefix) {
        query.lastName = prefix;
        // As the service reads a last name: its start, or the last part of a compound surname ("Reyes").
        const part = 'gw_surname_last_part(last_name_key)';
        where += ` AND (${prefixRange('last_name_key', prefix)} OR (${part} IS NOT NULL AND ${prefixRange(part, prefix)}))`;
      }
      out.push({ query, where });
    }
  return out;
}

const database = await openSearchBench(target, voters, 'service (page + total)');
const precincts = await valuesOf(database, 'precinct');
await runBesidePlain(
  database,
  `precinct (${precincts.length} values; one or two at a time)`,
  cases('precinct', precincts),
  PLAIN_COUNT_UP_TO,
);
await runBesidePlain(
  database,
  'precinct + last-name prefix',
  cases('precinct', precincts, 'Ma'),
  PLAIN_COUNT_UP_TO,
);
for (const column of [
  'district',
  'house_district',
  'senate_district',
  'commission_district',
  'school_board_district',
  'voter_status',
] as const) {
  const values = await valuesOf(database, column);
  await runBesidePlain(
    database,
    `${column.replaceAll('_', ' ')} (${values.length} values)`,
    cases(column, values),
    PLAIN_COUNT_UP_TO,
  );
}
await database.close();
