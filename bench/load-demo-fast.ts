/**
 * `tsx bench/load-demo-fast.ts postgres://…/gw_bench_5m N`: creates the database (it must not exist), migrates it
 * and loads N demo voters (seed 1, the voters `npm run cli -- demo-data N` loads) with their vote history and the
 * turnout counts, as fast as PostgreSQL takes them: the contacts' indexes are dropped, the rows go in by one COPY
 * (the generated name and address keys computed by PostgreSQL as on any insert), the indexes are built again
 * from their own definitions, and the history is made in SQL. For the search benchmarks at 1,000,000 and
 * 5,000,000 voters; an import through the app takes about 9 minutes per 5,000,000 rows, this a few.
 *
 * One voter in fifty gets a supporter status (a campaign marks a few, never most), so the supporter filter has
 * something to find. No phones or emails: no search reads them.
 */

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SUPPORTER_STATUSES } from '../src/common/constants.js';
import { openDatabase } from '../src/server/db/client.js';
import { contacts } from '../src/server/db/schema/index.js';
import { DEMO_ELECTIONS } from '../src/server/demo-data/generate-history.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { mapVoterRow, VOTER_CONTACT_KEYS } from '../src/server/imports/voter-rows/map-voter-row.js';

const [target = '', n = '1000000'] = process.argv.slice(2);
const voters = Number(n);
const url = new URL(target);
const name = url.pathname.slice(1);
if (!/^gw_bench_\w+$/.test(name)) throw new Error('Name a database gw_bench_…');

const started = Date.now();
const step = (what: string) => console.error(`${((Date.now() - started) / 1000).toFixed(0)} s: ${what}`);

const admin = new pg.Client({
  connectionString: Object.assign(new URL(target), { pathname: '/postgres' }).href,
});
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const database = await openDatabase({ databaseUrl: target });
await database.migrate();
await database.close();
step('migrated');

const client = new pg.Client({ connectionString: target });
await client.connect();
await client.query(`SET maintenance_work_mem = '1GB'`);
await client.query('SET max_parallel_maintenance_workers = 2');
const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
  `SELECT indexname, indexdef FROM pg_indexes i WHERE tablename = 'contacts'
     AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)`,
);
for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);

const all = getTableColumns(contacts) as Record<string, PgColumn>;
const columns = [...VOTER_CONTACT_KEYS, 'supporterStatus' as const];
const columnNames = columns.map((key) => (all[key] as PgColumn).name);
/** A value in COPY's text format. */
const copyText = (value: unknown, column: PgColumn) => {
  if (value === null || value === undefined) return '\\N';
  const driverValue = column.mapToDriverValue(value);
  return String(driverValue).replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] as string,
  );
};
function* lines() {
  const now = new Date();
  let i = 0;
  for (const row of generateVoters({ count: voters, seed: 1 })) {
    const { contact } = mapVoterRow(row, now);
    const status = i++ % 50 === 0 ? SUPPORTER_STATUSES[(i >> 6) % SUPPORTER_STATUSES.length] : 'unknown';
    const values = { ...contact, supporterStatus: status } as Record<string, unknown>;
    yield `${columns.map((key) => copyText(values[key], all[key] as PgColumn)).join('\t')}\n`;
    if (i % 500_000 === 0) step(`${i.toLocaleString('en-US')} rows`);
  }
}
await pipeline(
  Readable.from(lines()),
  client.query(copyFrom(`COPY contacts (${columnNames.join(', ')}) FROM STDIN`)),
);
step('contacts copied');
// The history the demo generator gives, in its proportions: each voter registered by an election votes in a
// general with a chance of its own (one in four never does), less in primaries; by mail, early or at the polls.
const elections = DEMO_ELECTIONS.map((e) => {
  const [month, day, year] = e.date.split('/');
  return `('${year}-${month}-${day}'::date, '${e.type}')`;
}).join(', ');
await client.query(`INSERT INTO elections (election_date, election_type) VALUES ${elections}`);
await client.query(`
  INSERT INTO vote_history (contact_id, election_date, election_type, history_code)
  SELECT c.id, e.election_date, e.election_type,
    CASE WHEN (h % 1000) < 370 THEN 'A' WHEN (h % 1000) < 640 THEN 'E' WHEN (h % 1000) < 980 THEN 'Y'
      WHEN (h % 1000) < 990 THEN 'B' ELSE 'P' END
  FROM contacts c CROSS JOIN elections e
  CROSS JOIN LATERAL (SELECT abs(hashtext(c.voter_id)) AS v, abs(hashtext(c.voter_id || e.election_date::text)) AS h) r
  WHERE (c.registration_date IS NULL OR c.registration_date <= e.election_date)
  AND (v % 4) <> 0
  AND (h % 100) < CASE e.election_type WHEN 'GEN' THEN 40 + (v % 60) WHEN 'PRI' THEN 20 + (v % 30) ELSE 16 + (v % 24) END`);
step('vote history');
await client.query(`
  INSERT INTO contact_turnout (contact_id, recent_generals)
  SELECT contact_id, count(*) FROM vote_history
  WHERE election_type = 'GEN' AND history_code IN ('A', 'E', 'Y')
    AND election_date IN (SELECT election_date FROM elections WHERE election_type = 'GEN' ORDER BY 1 DESC LIMIT 4)
  GROUP BY contact_id`);
step('turnout');
// What the history filters read, kept with each contact as every history import keeps it (refreshTurnout).
await client.query(`
  WITH voted AS (
    SELECT contact_id, array_agg(election_date ORDER BY election_date) AS dates FROM vote_history
    WHERE history_code IN ('A', 'E', 'Y') GROUP BY contact_id
  )
  UPDATE contacts c SET voted_on = v.dates, recent_generals = coalesce(t.recent_generals, 0)
  FROM voted v LEFT JOIN contact_turnout t ON t.contact_id = v.contact_id WHERE c.id = v.contact_id`);
await client.query('VACUUM FULL contacts');
step('voting history on the contacts');
for (const { indexname, indexdef } of indexes) {
  await client.query(indexdef);
  step(`index ${indexname}`);
}

await client.query('VACUUM ANALYZE contacts, vote_history, contact_turnout, elections');
step('vacuumed and analysed');
const { rows: sizes } = await client.query(
  `SELECT pg_size_pretty(pg_database_size(current_database())) AS database,
     (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM vote_history) AS history`,
);
console.log(sizes[0]);
await client.end();
