/**
 * `tsx bench/turf-split.ts [postgres://…] [N]` (issue 35, item 4): cutting a walk list of about 20,000 voters into
 * turfs at N contacts (default 1,000,000 demo voters, seed 1, loaded when the database holds fewer), on the
 * PostgreSQL server the URL names (default BENCH_DATABASE_URL). The cut is timed through the use case the route
 * calls (`splitList`: the doors read in walking order, the cuts chosen, the turfs and their members written in
 * one transaction), beside hand-written SQL of the same grouping and inserts in the same run (doors numbered by
 * household with window functions, an even cut by door number, one insert of the lists and one of the members),
 * and the ratio. The plain SQL does not keep street sides together: it is the floor of the work, not the same
 * answer.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../src/server/db/rows.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { createList } from '../src/server/lists/create-list.js';
import { splitList } from '../src/server/lists/split-list.js';
import { createUser } from '../src/server/test/factories.js';
import { describeEngine, openBenchTarget } from './engine.js';
import { count, machineLine, ms, summarize } from './stats.js';

const [target = process.env.BENCH_DATABASE_URL ?? '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const RUNS = 10;
const DOORS_PER_TURF = 60;

const database = await openBenchTarget(target);
await database.migrate();
const db = database.db;

const [{ have = 0 } = {}] = await rows<{ have: number }>(db, sql`SELECT count(*)::int AS have FROM contacts`);
if (have < voters) {
  const started = performance.now();
  await loadVoters(db, generateVoters({ count: voters, seed: 1 }));
  await db.execute(sql`VACUUM ANALYZE contacts, contact_phones, contact_emails`);
  console.log(`loaded ${count(voters)} voters in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
console.log(
  `${machineLine()}\nDataset: ${count(Math.max(have, voters))} demo voters (seed 1), ${await describeEngine(database)}\n`,
);

const owner = await createUser(db, { role: 'editor', email: `bench-turf-${Date.now()}@example.org` });

// A walk list of about 20,000 voters: one party's voters in neighbouring precincts (as bench/lists.ts).
const counts = await rows<{ precinct: string; party: string; n: number }>(
  db,
  sql`SELECT precinct, party, count(*)::int AS n FROM contacts
      WHERE is_active AND NOT do_not_contact AND NOT moved AND NOT deceased AND precinct IS NOT NULL AND party IS NOT NULL
      GROUP BY 1, 2 ORDER BY 2, 1`,
);
let filters: { precinct: string; party: string } | undefined;
for (const party of [...new Set(counts.map((c) => c.party))]) {
  let precincts: string[] = [];
  let size = 0;
  for (const c of counts.filter((x) => x.party === party)) {
    precincts.push(c.precinct);
    size += c.n;
    if (size >= 19_000) {
      if (size <= 22_000) filters = { precinct: precincts.join(','), party };
      precincts = [];
      size = 0;
    }
    if (filters) break;
  }
  if (filters) break;
}
if (!filters) throw new Error('no precincts and party of 19,000 to 22,000 voters in this database');
const list = await createList(db, owner, { name: 'Bench turf list', kind: 'walk', filters });
const [{ doors = 0 } = {}] = await rows<{ doors: number }>(
  db,
  sql`
  SELECT (count(DISTINCT household) + count(*) FILTER (WHERE household IS NULL))::int AS doors
  FROM contact_list_members WHERE list_id = ${list.id}::uuid`,
);
const turfs = Math.ceil(doors / DOORS_PER_TURF);
console.log(
  `List: ${count(list.size)} voters at ${count(doors)} doors, cut at ${DOORS_PER_TURF} doors per turf into ${turfs} turfs\n`,
);

const dropTurfs = () => db.execute(sql`DELETE FROM contact_lists WHERE parent_id = ${list.id}::uuid`);

/** The same grouping and inserts in plain SQL: doors by household, an even cut by door number. */
const plainSplit = () =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM contact_lists WHERE id = ${list.id}::uuid FOR UPDATE`);
    await tx.execute(sql`
      WITH marked AS (
        SELECT position, contact_id, household, last_result, last_attempt_at, last_attempt_by,
          CASE WHEN household IS NULL OR household IS DISTINCT FROM lag(household) OVER (ORDER BY position)
            THEN 1 ELSE 0 END AS starts
        FROM contact_list_members WHERE list_id = ${list.id}::uuid
      ),
      numbered AS (SELECT *, sum(starts) OVER (ORDER BY position) AS door FROM marked),
      cut AS (
        SELECT *, ((door - 1) * ${turfs} / (SELECT max(door) FROM numbered))::int + 1 AS turf FROM numbered
      ),
      made AS (
        INSERT INTO contact_lists (name, kind, filters, owner_id, parent_id, turf_number)
        SELECT 'Bench turf list — Turf ' || k, 'walk', '{}'::jsonb, ${owner.id}::uuid, ${list.id}::uuid, k
        FROM generate_series(1, ${turfs}) k
        RETURNING id, turf_number
      )
      INSERT INTO contact_list_members
        (list_id, contact_id, position, household, last_result, last_attempt_at, last_attempt_by)
      SELECT made.id, cut.contact_id, row_number() OVER (PARTITION BY made.id ORDER BY cut.position), cut.household,
        cut.last_result, cut.last_attempt_at, cut.last_attempt_by
      FROM cut JOIN made ON made.turf_number = cut.turf`);
  });

const mine: number[] = [];
const plain: number[] = [];
let made = 0;
// Once each untimed (warm caches alike), then in turns, so load from other work falls on both alike.
for (let i = -1; i < RUNS; i++) {
  let started = performance.now();
  const result = await splitList(db, owner, list.id, { doorsPerTurf: DOORS_PER_TURF });
  if (i >= 0) mine.push(performance.now() - started);
  made = result.turfs.length;
  await dropTurfs();
  started = performance.now();
  await plainSplit();
  if (i >= 0) plain.push(performance.now() - started);
  await dropTurfs();
}
const x = summarize(mine);
const y = summarize(plain);
console.log('| work | Groundwork (splitList) | plain SQL | ratio (p50) |');
console.log('|---|---|---|---|');
console.log(
  `| cut a ${count(list.size)}-voter walk list into ${made} turfs (${DOORS_PER_TURF} doors each) | p50 ${ms(x.p50)}, max ${ms(x.max)} | p50 ${ms(y.p50)}, max ${ms(y.max)} | ${(x.p50 / y.p50).toFixed(2)} |`,
);

await db.execute(sql`DELETE FROM contact_lists WHERE id = ${list.id}::uuid`);
await database.close();
