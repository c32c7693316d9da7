/**
 * `tsx bench/page-search.ts postgres://…|DATA_DIR [N]`: searches with no name, only filters (party, an age range, or
 * both), on early pages and on deep ones up to the count cap (page 500 at 20 a page), and a last-name prefix
 * alone (2–4 letters of a name the database holds) on its first pages, against a database already
 * loaded with N demo voters (`npm run cli -- demo-data N`). Each goes through the service the API uses (page and
 * capped total in one round trip, no remembered totals) beside the plain SQL of the same work (the capped count
 * and the same page in one hand-written statement), query by query, and the ratio of the p95s. No two queries
 * are the same (filter values and page numbers are drawn without repeats), so nothing is answered from a cache.
 * Pages are ones the result list offers: none past the last page of its filters' results.
 */
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../src/common/constants.js';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import type { Database } from '../src/server/db/client.js';
import { firstRow, rows } from '../src/server/db/rows.js';
import { openSearchBench, runBesidePlain, type SearchCase } from './search-beside-plain.js';
import { prefixRange } from './sql-text.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const PER_ROW = 200;
const PAGE = 20;
const LAST_PAGE = SEARCH_COUNT_CAP / PAGE;
const PARTIES = ['DEM', 'REP', 'NPA', 'IND', 'LPF'];

type Case = SearchCase;

/** A small seeded generator, so every run draws the same queries. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Filter = { query: Partial<SearchQuery>; where: string };
const party = (p: string): Filter => ({
  query: { party: p },
  where: `party = '${p}'`,
});
const ages = (min: number, max: number): Filter => ({
  query: { minAge: min, maxAge: max },
  where: `date_of_birth <= (current_date - make_interval(years => ${min}))::date
    AND date_of_birth > (current_date - make_interval(years => ${max + 1}))::date`,
});

/** How many pages the search shows for these filters: up to the count cap, as the result list pages them. */
async function pagesOf(database: Database, where: string) {
  const counted = await firstRow<{ n: number }>(
    database.db,
    sql.raw(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM contacts WHERE is_active AND ${where} LIMIT ${SEARCH_COUNT_CAP}) s`,
    ),
  );
  return Math.ceil((counted?.n ?? 0) / PAGE);
}

/**
 * PER_ROW distinct (filter, page) pairs: `draw` picks the filters, the page comes from [first, last] and is one
 * the result list can show (not past the last page of those filters' results, which no one is offered).
 */
async function cases(
  database: Database,
  draw: (random: () => number) => Filter,
  first: number,
  last: number,
  seed: number,
): Promise<Case[]> {
  const random = seeded(seed);
  const seen = new Set<string>();
  const pages = new Map<string, number>();
  const out: Case[] = [];
  for (let tries = 0; out.length < PER_ROW; tries++) {
    if (tries > PER_ROW * 100)
      throw new Error(`fewer than ${PER_ROW} distinct queries in pages ${first}–${last}`);
    const filter = draw(random);
    const page = first + Math.floor(random() * (last - first + 1));
    const key = `${filter.where}|${page}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!pages.has(filter.where)) pages.set(filter.where, await pagesOf(database, filter.where));
    if (page > (pages.get(filter.where) ?? 0)) continue;
    out.push({
      query: { page, limit: PAGE, ...filter.query } as SearchQuery,
      where: `is_active AND ${filter.where}`,
    });
  }
  return out;
}

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
const anyParty = (random: () => number) => party(pick(random, PARTIES));
const anyAges = (random: () => number) => {
  const min = 18 + Math.floor(random() * 60);
  return ages(min, min + 1 + Math.floor(random() * 15));
};
const partyAndAges = (random: () => number) => {
  const p = anyParty(random);
  const a = anyAges(random);
  return { query: { ...p.query, ...a.query }, where: `${p.where} AND ${a.where}` };
};

const database = await openSearchBench(target, voters, 'service (page + capped total)');
const lastNames = (
  await rows<{ name: string }>(
    database.db,
    sql`SELECT DISTINCT last_name AS name FROM contacts WHERE is_active AND last_name <> '' LIMIT 5000`,
  )
).map((r) => r.name);
const lastNamePrefix = (random: () => number): Filter => {
  const name = pick(random, lastNames);
  const prefix = name.slice(0, 2 + Math.floor(random() * 3));
  return {
    query: { lastName: prefix },
    where: prefixRange('last_name_key', prefix),
  };
};

const ROWS: [label: string, draw: (random: () => number) => Filter, first: number, last: number][] = [
  ['last-name prefix', lastNamePrefix, 1, 3],
  ['party only', anyParty, 1, 50],
  ['age range only', anyAges, 1, 50],
  ['party + age range', partyAndAges, 1, 50],
  ['party only', anyParty, 100, LAST_PAGE],
  ['age range only', anyAges, 100, LAST_PAGE],
  ['party + age range', partyAndAges, 100, LAST_PAGE],
];

let seed = 10;
for (const [label, draw, first, last] of ROWS) {
  const list = await cases(database, draw, first, last, seed++);
  await runBesidePlain(database, `${label}, pages ${first}–${last}`, list, SEARCH_COUNT_CAP + 1);
}
await database.close();
