/**
 * What the search benchmarks that time the service beside hand-written SQL share (filter-search.ts,
 * page-search.ts): opening the loaded database, the table's heading, and one row of the search service beside the
 * plain SQL of the same work (a count and the page in name order, in one statement), query by query.
 */
import { sql } from 'drizzle-orm';
import type { SearchQuery } from '../src/common/schemas/contacts.js';
import type { Database } from '../src/server/db/client.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { describeEngine, openBenchTarget } from './engine.js';
import { count, machineLine, serviceBesidePlain } from './stats.js';

export interface SearchCase {
  query: SearchQuery;
  /** The same search as plain SQL: a WHERE clause over `contacts`. */
  where: string;
}

const PAGE = 20;

/** The columns a search result carries, as the service selects them. */
const SUMMARY = `id, system_id, full_name, first_name, middle_name, last_name, date_of_birth::text,
  street_address, city, state, zip_code, party, voter_status, supporter_status, volunteer_likeliness`;

/** Opens a database loaded with `voters` demo voters, migrates and analyses it, and prints the table's heading. */
export async function openSearchBench(target: string, voters: number, serviceColumn: string) {
  const database = await openBenchTarget(target);
  await database.migrate();
  await database.db.execute(sql`VACUUM ANALYZE contacts`);
  console.log(
    `${machineLine()}\nDataset: ${count(voters)} demo voters (seed 1), ${await describeEngine(database)}\n`,
  );
  console.log(`| search | queries | ${serviceColumn} | plain SQL, same work | ratio (p95) |`);
  console.log('|---|---|---|---|---|');
  return database;
}

/** Prints one row: the service and the plain SQL of each case in turn. `countUpTo`: the plain count stops there. */
export async function runBesidePlain(
  database: Database,
  label: string,
  cases: SearchCase[],
  countUpTo?: number,
) {
  const counted = (where: string) =>
    countUpTo === undefined
      ? `(SELECT count(*) FROM contacts WHERE ${where})`
      : `(SELECT count(*) FROM (SELECT 1 FROM contacts WHERE ${where} LIMIT ${countUpTo}) capped)`;
  const plain = (c: SearchCase) =>
    database.db.execute(
      sql.raw(`SELECT ${counted(c.where)}::int AS total,
        (SELECT coalesce(json_agg(p), '[]'::json) FROM (SELECT ${SUMMARY} FROM contacts WHERE ${c.where}
          ORDER BY last_name_key, first_name_key, id LIMIT ${PAGE} OFFSET ${(c.query.page - 1) * PAGE}) p) AS contacts`),
    );
  for (const c of cases.slice(0, 5)) await searchContacts(database.db, c.query); // warm-up, not timed
  console.log(await serviceBesidePlain(label, cases, (c) => searchContacts(database.db, c.query), plain));
}
