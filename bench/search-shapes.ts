/**
 * `tsx bench/search-shapes.ts postgres://…|DATA_DIR [N] [--per-shape 200]`: every search shape of the filter
 * registry with a last-name prefix (issue 39): the prefix alone, and the prefix with each filter a search takes
 * (city, ZIP, party, supporter status, age, voted in, recent generals, last result, precinct, each district,
 * voter status, ballot status), against a database loaded with N demo voters (`bench/load-demo-fast.ts`), through the service the
 * API uses (page and total in one round trip, no remembered totals), each beside the plain SQL of the same query
 * (its capped count and its page in name order, one statement; the prefix as one range) timed in the same run, and the ratio. Every query
 * differs from the others (another prefix, value or page), so nothing is answered from a cache. The first search
 * of the process is timed on its own, before anything else touches the database.
 *
 * The survey-answer filter is left out: demo voters have no contact attempts, so it would time nothing real.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { BALLOT_FILTER_STATUSES, BALLOT_FILTERS, VOTED_BALLOT_STATUSES } from '../src/common/ballots.js';
import { ATTEMPT_RESULTS, SEARCH_COUNT_CAP, SUPPORTER_STATUSES } from '../src/common/constants.js';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import { rows } from '../src/server/db/rows.js';
import { DEMO_ELECTIONS } from '../src/server/demo-data/generate-history.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { openBenchTarget } from './engine.js';
import { makeQueries } from './search.js';
import { openSearchBench, runBesidePlain, type SearchCase } from './search-beside-plain.js';
import { BENCH_ELECTION, seedBallotsBySql } from './seed-ballots.js';
import { prefixRange, quote } from './sql-text.js';
import { ms } from './stats.js';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'per-shape': { type: 'string', default: '200' } },
});
const [target = '', n] = positionals;
const voters = Number(n ?? 1_000_000);
const PER_SHAPE = Number(options['per-shape']);

// The first search of a fresh process, before the benchmark's own VACUUM ANALYZE or warm-up.
{
  const fresh = await openBenchTarget(target);
  const started = performance.now();
  await searchContacts(fresh.db, {
    page: 1,
    limit: 20,
    lastName: 'Ma',
    party: 'DEM',
    minAge: 30,
    maxAge: 70,
  } as SearchQuery);
  console.log(`First search of a new process (Ma + DEM + 30-70): ${ms(performance.now() - started)}\n`);
  await fresh.close();
}

const database = await openSearchBench(target, voters, 'service (page + total)');
await seedBallotsBySql(database.db);

/** Last-name prefixes of 2 to 4 letters of names the demo voters have, each search another. */
const prefixes = makeQueries('name prefix', voters, PER_SHAPE).map((q) => q.lastName as string);
/**
 * The last name as plain SQL: its start, one range of the name index. The service also looks for the compound
 * surnames whose last part starts with it (a second set, its own index), so it does a little more work.
 */
const lastNameWhere = (prefix: string) => prefixRange('last_name_key', prefix);

async function valuesOf(column: string) {
  const found = await rows<{ value: string }>(
    database.db,
    sql.raw(
      `SELECT ${column} AS value FROM contacts WHERE is_active AND ${column} <> '' GROUP BY 1 ORDER BY 1`,
    ),
  );
  return found.map((r) => r.value);
}

type Shape = (i: number) => { query: Partial<SearchQuery>; where: string };
const pick = <T>(items: readonly T[], i: number) => items[i % items.length] as T;
const electionDates = DEMO_ELECTIONS.map((e) => {
  const [month, day, year] = e.date.split('/');
  return `${year}-${month}-${day}`;
});
const age = (column: string, min: number, max: number) =>
  `${column} <= (current_date - make_interval(years => ${min}))::date AND ${column} > (current_date - make_interval(years => ${max + 1}))::date`;

const code =
  (param: keyof SearchQuery, column: string, values: string[]): Shape =>
  (i) => {
    const value = pick(values, i * 7);
    return { query: { [param]: [value] }, where: `${column} = ${quote(value)}` };
  };

const SHAPES: [string, Shape][] = [
  ['last-name prefix alone', () => ({ query: {}, where: 'true' })],
  ['+ city', () => ({ query: { city: 'Tallahassee' }, where: `lower(city) = 'tallahassee'` })],
  [
    '+ ZIP',
    ((zips: string[]) => (i: number) => {
      const zip = pick(zips, i);
      return { query: { zipCode: zip }, where: `left(zip_code, 5) = ${quote(zip)}` };
    })(await valuesOf('left(zip_code, 5)')),
  ],
  [
    '+ party',
    (i) => {
      const party = pick(['DEM', 'REP', 'NPA', 'IND', 'LPF'], i);
      return { query: { party }, where: `party = ${quote(party)}` };
    },
  ],
  [
    '+ party + age 30-70',
    (i) => {
      const party = pick(['DEM', 'REP', 'NPA'], i);
      return {
        query: { party, minAge: 30, maxAge: 70 },
        where: `party = ${quote(party)} AND ${age('date_of_birth', 30, 70)}`,
      };
    },
  ],
  [
    '+ supporter status',
    (i) => {
      const status = pick(SUPPORTER_STATUSES, i);
      return { query: { supporterStatus: [status] }, where: `supporter_status = ${quote(status)}` };
    },
  ],
  [
    '+ age range',
    (i) => {
      const min = 18 + ((i * 11) % 60);
      return { query: { minAge: min, maxAge: min + 9 }, where: age('date_of_birth', min, min + 9) };
    },
  ],
  [
    '+ voted in (one or two elections)',
    (i) => {
      const dates = i % 2 ? [pick(electionDates, i)] : [pick(electionDates, i), pick(electionDates, i + 3)];
      const sorted = [...new Set(dates)].sort();
      return {
        query: { votedIn: sorted },
        where: `voted_on @> '{${sorted.join(',')}}'::date[]`,
      };
    },
  ],
  [
    '+ recent generals (1-4)',
    (i) => {
      const min = 1 + (i % 4);
      return { query: { minRecentGenerals: min }, where: `recent_generals >= ${min}` };
    },
  ],
  [
    '+ last result',
    (i) => {
      const result = pick(ATTEMPT_RESULTS, i);
      return { query: { lastResult: [result] }, where: `last_result = ${quote(result)}` };
    },
  ],
  ['+ precinct', code('precinct', 'precinct', await valuesOf('precinct'))],
  ['+ congressional district', code('district', 'district', await valuesOf('district'))],
  ['+ house district', code('houseDistrict', 'house_district', await valuesOf('house_district'))],
  ['+ senate district', code('senateDistrict', 'senate_district', await valuesOf('senate_district'))],
  [
    '+ commission district',
    code('commissionDistrict', 'commission_district', await valuesOf('commission_district')),
  ],
  [
    '+ school board district',
    code('schoolBoardDistrict', 'school_board_district', await valuesOf('school_board_district')),
  ],
  ['+ voter status', code('voterStatus', 'voter_status', await valuesOf('voter_status'))],
  [
    '+ ballot status (the latest election)',
    (i) => {
      const filter = pick(BALLOT_FILTERS, i);
      const statuses = filter === 'not-voted' ? VOTED_BALLOT_STATUSES : BALLOT_FILTER_STATUSES[filter];
      const found = `EXISTS (SELECT 1 FROM ballots b WHERE b.election_date = '${BENCH_ELECTION}'
        AND b.contact_id = contacts.id AND b.status IN (${statuses.map(quote).join(', ')}))`;
      return { query: { ballotStatus: filter }, where: filter === 'not-voted' ? `NOT ${found}` : found };
    },
  ],
];

for (const [label, shape] of SHAPES) {
  const cases: SearchCase[] = prefixes.map((prefix, i) => {
    const { query, where } = shape(i);
    return {
      query: { page: 1 + (i % 3), limit: 20, lastName: prefix, ...query } as SearchQuery,
      where: `is_active AND ${lastNameWhere(prefix)} AND ${where}`,
    };
  });
  await runBesidePlain(database, label, cases, SEARCH_COUNT_CAP + 1);
}
await database.close();
