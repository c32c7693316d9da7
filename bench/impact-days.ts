/**
 * `npx tsx bench/impact-days.ts postgres://…|DATA_DIR [--attempts 500000]`: Our Impact's Today view and day
 * charts at scale, on a database already loaded with demo voters (`npm run cli -- demo-data 1000000`).
 * Adds, once and with plain SQL, 200 volunteers, 20 walk lists of 2,000 voters and `--attempts` door and phone
 * attempts spread over the last 60 days (shares of channels, results and supporters as a field campaign has
 * them). Then times each query over distinct inputs (the campaign time zone, moved before each pair, untimed)
 * beside the plain SQL of the same work, alternating, and prints p50/p95 and the ratio of the p95s. Plans go to
 * bench/out/explain-impact-days.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { ImpactPeriod } from '../src/common/schemas/impact-days.js';
import type { Db } from '../src/server/db/client.js';
import { firstRow, rows } from '../src/server/db/rows.js';
import type { UserRow } from '../src/server/db/schema/index.js';
import { dayCountsSql, getImpactDays } from '../src/server/impact/impact-days.js';
import { getImpactToday, todayByVolunteerSql } from '../src/server/impact/impact-today.js';
import { updateSettings } from '../src/server/settings/settings.js';
import { openBenchTarget } from './engine.js';
import { machineLine, ms, summarize } from './stats.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { attempts: { type: 'string', default: '500000' }, rounds: { type: 'string', default: '2' } },
});
const target = positionals[0] ?? process.env.BENCH_DATABASE_URL ?? '';
const attempts = Number(values.attempts);
const rounds = Number(values.rounds);

/** Distinct inputs: campaigns in 20 time zones, so every pair asks for other day boundaries. */
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Phoenix',
  'America/Puerto_Rico',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Boise',
  'America/Halifax',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Sao_Paulo',
  'UTC',
];

const HASH = sql.raw(`CREATE OR REPLACE FUNCTION pg_temp.h(i int, salt int) RETURNS int LANGUAGE sql IMMUTABLE
  RETURN abs(hashint4(i * 31 + salt))`);

/** Volunteers, lists and attempts, set-based and deterministic; skipped when already there. */
async function load(db: Db) {
  const have = await firstRow<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM contact_attempts`);
  if ((have?.n ?? 0) >= attempts) return 0;
  const started = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(HASH);
    await tx.execute(sql`INSERT INTO users (email, first_name, last_name, status, role)
      SELECT 'field-' || i || '@example.org', 'Field', 'Volunteer ' || i, 'approved', 'editor'
      FROM generate_series(1, 200) i ON CONFLICT DO NOTHING`);
    await tx.execute(sql`INSERT INTO users (email, first_name, last_name, status, role)
      VALUES ('field-admin@example.org', 'Field', 'Admin', 'approved', 'admin') ON CONFLICT DO NOTHING`);
    await tx.execute(sql`CREATE TEMP TABLE picks ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM contacts`);
    await tx.execute(sql`CREATE TEMP TABLE volunteers ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY email)::int AS n FROM users WHERE email LIKE 'field-%' AND role = 'editor'`);
    await tx.execute(sql`INSERT INTO contact_lists (name, kind, filters, owner_id)
      SELECT 'Precinct ' || (1000 + i) || ' walk', 'walk', jsonb_build_object('precinct', (1000 + i)::text), v.id
      FROM generate_series(1, 20) i JOIN volunteers v ON v.n = i`);
    await tx.execute(sql`INSERT INTO contact_list_members (list_id, contact_id, position, household, last_result, last_attempt_at)
      SELECT l.id, p.id, k, 'H' || (k / 2),
        CASE WHEN pg_temp.h(k, l.rn) % 100 < 40 THEN (ARRAY['talked','not-home','left-message']::attempt_result[])[1 + pg_temp.h(k, 7) % 3] END,
        CASE WHEN pg_temp.h(k, l.rn) % 100 < 40 THEN now() - interval '3 days' END
      FROM (SELECT id, row_number() OVER (ORDER BY name)::int AS rn FROM contact_lists WHERE name LIKE 'Precinct %') l
      CROSS JOIN generate_series(1, 2000) k
      JOIN picks p ON p.n = (l.rn - 1) * 2000 + k`);
    const voters = (await firstRow<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM picks`))?.n ?? 1;
    // Doors 55 %, calls 45 %; at the door a quarter talk, on the phone a fifth; of those who talk, 30 % are
    // confirmed and 30 % likely supporters. Any second of the last 60 days.
    await tx.execute(sql`INSERT INTO contact_attempts (contact_id, user_id, channel, result, supporter_status, created_at)
      SELECT p.id, v.id, a.channel, a.result,
        CASE WHEN a.result = 'talked' THEN
          CASE WHEN pg_temp.h(i, 5) % 100 < 30 THEN 'confirmed-supporter'::supporter_status
               WHEN pg_temp.h(i, 5) % 100 < 60 THEN 'likely-supporter'::supporter_status
               WHEN pg_temp.h(i, 5) % 100 < 70 THEN 'opposition'::supporter_status END
        END,
        now() - make_interval(secs => pg_temp.h(i, 6) % (60 * 86400))
      FROM generate_series(1, ${attempts}) i
      JOIN picks p ON p.n = 1 + pg_temp.h(i, 1) % ${voters}
      JOIN volunteers v ON v.n = 1 + pg_temp.h(i, 2) % 200
      CROSS JOIN LATERAL (
        SELECT CASE WHEN pg_temp.h(i, 3) % 100 < 55 THEN 'door'::attempt_channel ELSE 'phone'::attempt_channel END AS channel,
          (CASE WHEN pg_temp.h(i, 3) % 100 < 55 THEN
             (ARRAY['talked','talked','talked','talked','talked','not-home','not-home','not-home','not-home','not-home',
                    'not-home','not-home','not-home','not-home','not-home','left-message','left-message','left-message',
                    'refused','moved'])[1 + pg_temp.h(i, 4) % 20]
           ELSE
             (ARRAY['talked','talked','talked','talked','not-home','not-home','not-home','not-home','not-home','not-home',
                    'not-home','not-home','not-home','left-message','left-message','left-message','left-message',
                    'wrong-number','wrong-number','refused'])[1 + pg_temp.h(i, 4) % 20]
           END)::attempt_result AS result
      ) a`);
  });
  await db.execute(sql`VACUUM ANALYZE contact_attempts`);
  await db.execute(sql`VACUUM ANALYZE contact_list_members`);
  await db.execute(sql`VACUUM ANALYZE users`);
  return (performance.now() - started) / 1000;
}

const once = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** The service and the plain SQL of the same work, alternating, a pair per time zone and round. */
async function beside(
  db: Db,
  admin: UserRow,
  label: string,
  service: () => Promise<unknown>,
  plain: (zone: string) => Promise<unknown>,
) {
  const serviceTimes: number[] = [];
  const plainTimes: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const zone of ZONES) {
      await updateSettings(db, admin.id, { timeZone: zone });
      serviceTimes.push(await once(service));
      plainTimes.push(await once(() => plain(zone)));
    }
  const s = summarize(serviceTimes);
  const p = summarize(plainTimes);
  return `| ${label} | ${serviceTimes.length} | p50 ${ms(s.p50)}, **p95 ${ms(s.p95)}** | p50 ${ms(p.p50)}, p95 ${ms(p.p95)} | ${(s.p95 / p.p95).toFixed(2)} |`;
}

/** The day charts' work as one would write it by hand: the period's attempts and supporters per day. */
const plainDays = (db: Db, zone: string, daysBack: number) => {
  const z = `'${zone}'`;
  const from = `(((now() AT TIME ZONE ${z})::date - ${daysBack})::timestamp AT TIME ZONE ${z})`;
  return db.execute(
    sql.raw(`SELECT (created_at AT TIME ZONE ${z})::date AS day, channel, result, count(*),
        count(*) FILTER (WHERE supporter_status = 'confirmed-supporter'),
        count(*) FILTER (WHERE supporter_status = 'likely-supporter')
      FROM contact_attempts WHERE created_at >= ${from} GROUP BY 1, 2, 3`),
  );
};

const plainToday = (db: Db, zone: string) => {
  const from = `((now() AT TIME ZONE '${zone}')::date::timestamp AT TIME ZONE '${zone}')`;
  return Promise.all([
    db.execute(
      sql.raw(`SELECT u.first_name, u.last_name, a.* FROM (SELECT user_id,
          count(*) FILTER (WHERE channel = 'door') AS doors, count(*) FILTER (WHERE channel = 'phone') AS calls,
          count(DISTINCT contact_id) FILTER (WHERE supporter_status = 'confirmed-supporter') AS supporters
        FROM contact_attempts WHERE created_at >= ${from} GROUP BY user_id) a LEFT JOIN users u ON u.id = a.user_id
        ORDER BY a.doors + a.calls DESC`),
    ),
    db.execute(
      sql.raw(`SELECT count(DISTINCT contact_id) FROM contact_attempts
        WHERE created_at >= ${from} AND supporter_status = 'confirmed-supporter'`),
    ),
  ]);
};

async function explain(db: Db, query: ReturnType<typeof sql>) {
  return (await rows<Record<string, string>>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`))
    .map((r) => Object.values(r)[0])
    .join('\n');
}

const database = await openBenchTarget(target);
await database.migrate();
const { db } = database;
const loadSeconds = await load(db);
const admin = await firstRow<UserRow>(
  db,
  sql`SELECT id, role FROM users WHERE email = 'field-admin@example.org'`,
);
const editor = await firstRow<UserRow>(
  db,
  sql`SELECT id, role FROM users WHERE email = 'field-1@example.org'`,
);
if (!admin || !editor) throw new Error('the bench users are missing');
const counts = await firstRow<Record<string, number>>(
  db,
  sql`SELECT (SELECT count(*) FROM contacts)::int AS contacts,
    (SELECT count(*) FROM contact_attempts)::int AS attempts,
    (SELECT count(*) FROM contact_attempts WHERE created_at >= now() - interval '1 day')::int AS "lastDay",
    (SELECT count(*) FROM contact_attempts WHERE created_at >= now() - interval '30 days')::int AS "last30Days",
    (SELECT count(*) FROM contact_lists)::int AS lists,
    (SELECT count(*) FROM contact_list_members)::int AS "listMembers"`,
);
const [{ version } = { version: '?' }] = await rows<{ version: string }>(
  db,
  sql`SELECT current_setting('server_version') AS version`,
);

// The counts as autovacuum keeps them (all-visible, so read from the index alone); warm the buffer cache once,
// as a running server has it.
await db.execute(sql`VACUUM ANALYZE attempt_counts`);
await getImpactDays(db, admin, 'all');
const period = (p: ImpactPeriod, user: UserRow) => () => getImpactDays(db, user, p);
const results = [
  await beside(
    db,
    admin,
    'Today by volunteer (admin)',
    () => getImpactToday(db, admin),
    (z) => plainToday(db, z),
  ),
  await beside(db, admin, 'day charts, last 30 days (admin: 20 lists)', period('30d', admin), (z) =>
    plainDays(db, z, 29),
  ),
  await beside(db, admin, 'day charts, last 30 days (a volunteer: 1 list)', period('30d', editor), (z) =>
    plainDays(db, z, 29),
  ),
  await beside(db, admin, 'day charts, last 7 days (admin)', period('7d', admin), (z) => plainDays(db, z, 6)),
  await beside(db, admin, 'day charts, since the start (60 days, admin)', period('all', admin), (z) =>
    plainDays(db, z, 60),
  ),
];
await updateSettings(db, admin.id, { timeZone: 'America/New_York' });

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const plainFrom = `(((now() AT TIME ZONE 'America/New_York')::date - 29)::timestamp AT TIME ZONE 'America/New_York')`;
const plans = [
  `-- day charts, 30 days (attempt_counts)\n${await explain(db, dayCountsSql(day(29), 30, 'America/New_York'))}`,
  `-- plain SQL: attempts per day, channel and result (30 days)\n${await explain(
    db,
    sql.raw(`SELECT (created_at AT TIME ZONE 'America/New_York')::date AS day, channel, result, count(*)
      FROM contact_attempts WHERE created_at >= ${plainFrom} AND channel IN ('door', 'phone') GROUP BY 1, 2, 3`),
  )}`,
  `-- today by volunteer\n${await explain(db, todayByVolunteerSql(day(0), 'America/New_York', true))}`,
];
fs.mkdirSync(path.join('bench', 'out'), { recursive: true });
fs.writeFileSync(path.join('bench', 'out', 'explain-impact-days.txt'), `${plans.join('\n\n')}\n`);

console.log(`\n${machineLine()}`);
console.log(
  `Dataset: PostgreSQL ${version}, ${JSON.stringify(counts)}${loadSeconds ? `; loaded in ${loadSeconds.toFixed(1)} s` : ''}\n`,
);
console.log('| query | calls | Groundwork | plain SQL | ratio (p95) |');
console.log('|---|---|---|---|---|');
for (const row of results) console.log(row);
await database.close();
