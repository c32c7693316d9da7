/**
 * `npx tsx bench/impact.ts [--voters N] [--engine embedded|postgres]`: GET /api/impact/stats at scale.
 * Loads N contacts set-based in SQL (generate_series) with realistic shares of parties, ages, supporter and
 * volunteer statuses, public and volunteer-added phones and emails, and network entries, into a fresh
 * database (embedded, the default: the app's own PostgreSQL in a temporary DATA_DIR; postgres: a scratch
 * database on BENCH_DATABASE_URL / TEST_DATABASE_URL, dropped afterwards). Then times the service function:
 * cold (recomputing every call) and as served (the cache, which recomputes only after a change), and a
 * volunteer's edit showing on the next call. Plans go to bench/out/explain-impact-<engine>.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { firstRow, rows } from '../src/server/db/rows.js';
import { computeImpactStats } from '../src/server/impact/compute-impact-stats.js';
import { type BenchDatabase, describeEngine, engineOption, withFreshDatabase } from './engine.js';
import { timeImpact } from './impact-timing.js';
import { machineLine } from './stats.js';

const { values } = parseArgs({
  options: {
    voters: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'embedded' },
  },
});
const voters = Number(values.voters);
const engine = engineOption(values.engine);
const RUNS = 50;

/** Parties, birth dates (18 to 95 years old), statuses and activity in the shares a city's file has. */
const LOAD = [
  sql`INSERT INTO users (email, first_name, last_name, status, role)
      SELECT 'bench-' || i || '@example.org', 'Bench', 'User ' || i, 'approved', 'editor'
      FROM generate_series(1, 200) i`,
  sql.raw(`INSERT INTO contacts (system_id, full_name, first_name, last_name, date_of_birth, city, state,
        zip_code, party, voter_status, supporter_status, volunteer_likeliness, is_active)
      SELECT 'S' || i, 'First' || i || ' Last' || (i % 5000), 'First' || i, 'Last' || (i % 5000),
        (current_date - (6570 + (hashint(i, 1) % 28000)))::date,
        'Tallahassee', 'FL', (32301 + hashint(i, 2) % 20)::text,
        CASE WHEN hashint(i, 3) % 100 < 38 THEN 'DEM' WHEN hashint(i, 3) % 100 < 72 THEN 'REP'
             WHEN hashint(i, 3) % 100 < 92 THEN 'NPA' WHEN hashint(i, 3) % 100 < 96 THEN 'IND'
             WHEN hashint(i, 3) % 100 < 98 THEN 'LPF' ELSE 'GRE' END,
        'ACT',
        (CASE WHEN hashint(i, 4) % 1000 < 8 THEN 'confirmed-supporter' WHEN hashint(i, 4) % 1000 < 50 THEN 'likely-supporter'
              WHEN hashint(i, 4) % 1000 < 80 THEN 'opposition' ELSE 'unknown' END)::supporter_status,
        (CASE WHEN hashint(i, 5) % 1000 < 2 THEN 'confirmed-volunteer' WHEN hashint(i, 5) % 1000 < 12 THEN 'likely-to-volunteer'
              WHEN hashint(i, 5) % 1000 < 30 THEN 'will-not-volunteer' ELSE 'unknown' END)::volunteer_likeliness,
        hashint(i, 6) % 100 < 95
      FROM generate_series(1, ${voters}) i`),
  // Public phones for 60% and emails for 30% of voters; volunteers added 0.5% phones and 0.25% emails.
  sql`INSERT INTO contact_phones (contact_id, phone_number, is_baseline_data)
      SELECT id, '850555' || lpad((hashtext(id::text) & 65535)::text, 4, '0'), true
      FROM contacts WHERE hashtext(id::text || 'p') % 100 < 60`,
  sql`INSERT INTO contact_phones (contact_id, phone_number, is_manually_added)
      SELECT id, '850444' || lpad((hashtext(id::text) & 65535)::text, 4, '0'), true
      FROM contacts WHERE abs(hashtext(id::text || 'm')) % 1000 < 5`,
  sql`INSERT INTO contact_emails (contact_id, email, is_baseline_data)
      SELECT id, 'voter' || system_id || '@example.net', true
      FROM contacts WHERE abs(hashtext(id::text || 'e')) % 100 < 30`,
  sql`INSERT INTO contact_emails (contact_id, email, is_manually_added)
      SELECT id, 'found' || system_id || '@example.net', true
      FROM contacts WHERE abs(hashtext(id::text || 'f')) % 1000 < 3`,
  // 120 of the 200 users keep a network of 40 contacts each.
  sql`INSERT INTO user_networks (user_id, contact_id)
      SELECT u.id, c.id
      FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'bench-%') u
      JOIN LATERAL (SELECT id FROM contacts WHERE system_id IN
        (SELECT 'S' || (1 + (u.n * 7919 + k * 104729) % ${voters}) FROM generate_series(1, 40) k)) c ON true
      WHERE u.n <= 120
      ON CONFLICT DO NOTHING`,
];

/** A tiny deterministic hash so the load needs no random() (reproducible between runs and servers). */
const HASHINT = sql`CREATE FUNCTION hashint(i int, salt int) RETURNS int LANGUAGE sql IMMUTABLE
  RETURN abs(hashint4(i * 31 + salt))`;

async function explain(database: BenchDatabase, query: string) {
  const plan = await rows<Record<string, string>>(
    database.db,
    sql.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query}`),
  );
  return plan.map((r) => Object.values(r)[0]).join('\n');
}

async function bench(database: BenchDatabase) {
  const { db } = database;
  const started = performance.now();
  await db.execute(HASHINT);
  for (const statement of LOAD) await db.execute(statement);
  await db.execute(sql`VACUUM ANALYZE`);
  const loadSeconds = (performance.now() - started) / 1000;
  const counts = await firstRow<Record<string, number>>(
    db,
    sql`SELECT
      (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM contact_phones) AS phones,
      (SELECT count(*) FROM contact_emails) AS emails, (SELECT count(*) FROM user_networks) AS networks`,
  );
  console.log(`loaded in ${loadSeconds.toFixed(1)} s:`, counts);

  const { recomputed: cold, served, afterEditMs } = await timeImpact(db, RUNS);

  const stats = await computeImpactStats(db);
  const plans = [
    `-- ${engine}: confirmed groups\n${await explain(database, GROUPS_SQL)}`,
    `-- ${engine}: totals\n${await explain(database, TOTALS_SQL)}`,
  ];
  fs.mkdirSync(path.join('bench', 'out'), { recursive: true });
  fs.writeFileSync(path.join('bench', 'out', `explain-impact-${engine}.txt`), `${plans.join('\n\n')}\n`);

  console.log(`\n${machineLine()}`);
  console.log(
    `Dataset: ${voters.toLocaleString('en-US')} contacts, ${await describeEngine(database)}; supporters ${stats.confirmedSupporters.total}, volunteers ${stats.confirmedVolunteers.total}, phones added ${stats.phoneNumbersAdded}, emails added ${stats.emailAddressesAdded}, users with a network ${stats.activeVolunteers}\n`,
  );
  console.log('| engine | benchmark | figure |');
  console.log('|---|---|---|');
  console.log(
    `| ${engine} | load ${voters.toLocaleString('en-US')} contacts (SQL, set-based) | ${loadSeconds.toFixed(1)} s |`,
  );
  console.log(`| ${engine} | impact stats, recomputed (${RUNS} calls) | ${cold} |`);
  console.log(`| ${engine} | impact stats, as served (cache, ${RUNS} calls) | ${served} |`);
  console.log(
    `| ${engine} | first call after a volunteer's edit | ${afterEditMs.toFixed(1)} ms (shows the edit) |`,
  );
}

const GROUPS_SQL = `SELECT coalesce(party, 'Unknown'), count(*) FILTER (WHERE supporter_status = 'confirmed-supporter'),
  count(*) FILTER (WHERE volunteer_likeliness = 'confirmed-volunteer') FROM contacts WHERE is_active
  AND (supporter_status = 'confirmed-supporter' OR volunteer_likeliness = 'confirmed-volunteer') GROUP BY 1`;
const TOTALS_SQL = `SELECT (SELECT count(*) FROM contacts WHERE is_active),
  (SELECT count(*) FROM contact_phones WHERE is_manually_added),
  (SELECT count(*) FROM contact_emails WHERE is_manually_added)`;

await withFreshDatabase(engine, (database) => bench(database));
