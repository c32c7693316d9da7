/**
 * `tsx bench/page-search.ts postgres://…|DIR [N]`: searches with no name, only filters (party, an age range, or
 * both), on early pages and on deep ones up to the count cap (page 500 at 20 a page), against a database already
 * loaded with N demo voters (`npm run cli -- demo-data N`). Each goes through the service the API uses (page and
 * capped total in one round trip, no remembered totals) beside the plain SQL of the same work (the capped count
 * and the same page in one hand-written statement), query by query, and the ratio of the p95s. No two queries
 * are the same (filter values and page numbers are drawn without repeats), so nothing is answered from a cache.
 * Pages are ones the result list offers: none past the last page of its filters' results.
 */
import { sql } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '../src/common/constants.js';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import { searchContacts } from '../src/server/contacts/search-contacts.js';
import { type Database, openDatabase } from '../src/server/db/client.js';
import { count, machineLine, serviceBesidePlain } from './stats.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const PER_ROW = 200;
const PAGE = 20;
const LAST_PAGE = SEARCH_COUNT_CAP / PAGE;
const PARTIES = ['DEM', 'REP', 'NPA', 'IND', 'LPF'];

interface Case {
  query: SearchQuery;
  /** The same filters as plain SQL over `contacts`. */
  where: string;
}

const SUMMARY = `id, system_id, full_name, first_name, middle_name, last_name, date_of_birth::text,
  street_address, city, state, zip_code, party, voter_status, supporter_status, volunteer_likeliness`;

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
  const result = await database.db.execute(
    sql.raw(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM contacts WHERE is_active AND ${where} LIMIT ${SEARCH_COUNT_CAP}) s`,
    ),
  );
  return Math.ceil(((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) / PAGE);
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

async function run(database: Database, label: string, list: Case[]) {
  const plain = (c: Case) =>
    database.db.execute(
      sql.raw(`SELECT
        (SELECT count(*) FROM (SELECT 1 FROM contacts WHERE ${c.where} LIMIT ${SEARCH_COUNT_CAP + 1}) capped)::int AS total,
        (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${SUMMARY} FROM contacts WHERE ${c.where}
          ORDER BY last_name_key, first_name_key, id LIMIT ${PAGE} OFFSET ${(c.query.page - 1) * PAGE}) p) AS contacts`),
    );
  for (const c of list.slice(0, 5)) await searchContacts(database.db, c.query); // warm-up, not timed
  console.log(await serviceBesidePlain(label, list, (c) => searchContacts(database.db, c.query), plain));
}

const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
);
await database.migrate();
await database.db.execute(sql`VACUUM ANALYZE contacts`);
console.log(`${machineLine()}\nDataset: ${count(voters)} demo voters (seed 1), ${database.engine}\n`);
console.log('| search | queries | service (page + capped total) | plain SQL, same work | ratio (p95) |');
console.log('|---|---|---|---|---|');
await run(database, 'party only, pages 1–50', await cases(database, anyParty, 1, 50, 11));
await run(database, 'age range only, pages 1–50', await cases(database, anyAges, 1, 50, 12));
await run(database, 'party + age range, pages 1–50', await cases(database, partyAndAges, 1, 50, 13));
await run(
  database,
  `party only, pages 100–${LAST_PAGE}`,
  await cases(database, anyParty, 100, LAST_PAGE, 14),
);
await run(
  database,
  `age range only, pages 100–${LAST_PAGE}`,
  await cases(database, anyAges, 100, LAST_PAGE, 15),
);
await run(
  database,
  `party + age range, pages 100–${LAST_PAGE}`,
  await cases(database, partyAndAges, 100, LAST_PAGE, 16),
);
await database.close();
