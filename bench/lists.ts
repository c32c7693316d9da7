/**
 * `tsx bench/lists.ts postgres://…|DATA_DIR [N]` (issue 19, item 7): walk and call lists at N contacts (default
 * 1,000,000; demo voters, seed 1, loaded when the database holds fewer). Each figure is timed through the use case
 * the route calls, beside a hand-written SQL of the same work in the same run, and the ratio:
 * - making a list of 19,000 to 22,000 voters from filters (one party in neighbouring precincts);
 * - opening a 50-member page of a list (any page);
 * - recording an attempt (the attempt, the voter's latest result and the list members, one transaction);
 * - list progress (members by result).
 */
import { sql } from 'drizzle-orm';
import { MAX_READ_BUDGET } from '../src/common/constants.js';
import { firstRow, rows } from '../src/server/db/rows.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { loadVoters } from '../src/server/demo-data/load-into-database.js';
import { createList } from '../src/server/lists/create-list.js';
import { getList, listSummary } from '../src/server/lists/read-lists.js';
import { recordAttempt } from '../src/server/lists/record-attempt.js';
import { createUser } from '../src/server/test/factories.js';
import { describeEngine, openBenchTarget } from './engine.js';
import { count, machineLine, ms, summarize } from './stats.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const RUNS = 200;

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
  `${machineLine()}\nDataset: ${count(voters)} demo voters (seed 1), ${await describeEngine(database)}\n`,
);
// The benchmark reads far more members in an hour than a volunteer's read budget allows.
const editor = await createUser(db, {
  role: 'editor',
  email: `bench-lists-${Date.now()}@example.org`,
  readBudgetSearchRows: MAX_READ_BUDGET,
  readBudgetProfiles: MAX_READ_BUDGET,
});

/** p50/p95/max of each side, run in turns (one then the other), so load falls on both alike. */
async function compare(
  name: string,
  runs: number,
  mine: (i: number) => Promise<unknown>,
  plain: (i: number) => Promise<unknown>,
) {
  await mine(-1);
  await plain(-1);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await mine(i);
    a.push(performance.now() - t);
    t = performance.now();
    await plain(i);
    b.push(performance.now() - t);
  }
  const x = summarize(a);
  const y = summarize(b);
  console.log(
    `| ${name} | p50 ${ms(x.p50)}, p95 ${ms(x.p95)}, max ${ms(x.max)} | p50 ${ms(y.p50)}, p95 ${ms(y.p95)} | ${(x.p95 / y.p95).toFixed(2)} |`,
  );
}

// Lists of 19,000 to 22,000 voters (the 20,000): one party's voters in a few neighbouring precincts
// (a precinct alone holds about 16,500 at a million, two about 33,000).
const LIST_MIN = 19_000;
const LIST_MAX = 22_000;
const counts = await rows<{ precinct: string; party: string; n: number }>(
  db,
  sql`SELECT precinct, party, count(*)::int AS n FROM contacts
      WHERE is_active AND NOT do_not_contact AND NOT moved AND NOT deceased AND precinct IS NOT NULL AND party IS NOT NULL
      GROUP BY 1, 2 ORDER BY 2, 1`,
);
const groups: { precincts: string[]; party: string }[] = [];
for (const party of [...new Set(counts.map((c) => c.party))]) {
  let current: string[] = [];
  let size = 0;
  for (const c of counts.filter((x) => x.party === party)) {
    current.push(c.precinct);
    size += c.n;
    if (size >= LIST_MIN) {
      if (size <= LIST_MAX) groups.push({ precincts: current, party });
      current = [];
      size = 0;
    }
  }
}
const filtersOf = (i: number) => {
  const group = groups[i % groups.length] ?? { precincts: [], party: '' };
  return { precinct: group.precincts.join(','), party: group.party };
};
const MAKE_RUNS = Math.min(6, groups.length);
if (MAKE_RUNS < 2)
  throw new Error(`no precincts and party of ${LIST_MIN} to ${LIST_MAX} voters in this database`);

console.log('| work | Groundwork | plain SQL | ratio (p95) |');
console.log('|---|---|---|---|');

const made: { id: string; size: number }[] = [];
await compare(
  'make a walk list of 19,000–22,000 voters from filters (precincts + party)',
  MAKE_RUNS - 1,
  async (i) => {
    const list = await createList(db, editor, {
      name: `Bench ${i}`,
      kind: 'walk',
      filters: filtersOf(i + 1),
    });
    made.push(list);
  },
  async (i) => {
    // Other precincts than Groundwork's run: each side reads its voters from a cold cache alike.
    const filters = filtersOf(i + 1 + Math.floor(groups.length / 2));
    const codes = `{${filters.precinct}}`;
    await db.transaction(async (tx) => {
      const list = await firstRow<{ id: string }>(
        tx,
        sql`INSERT INTO contact_lists (name, kind, filters, owner_id)
        VALUES ('plain', 'walk', '{}'::jsonb, ${editor.id}) RETURNING id`,
      );
      await tx.execute(sql`INSERT INTO contact_list_members (list_id, contact_id, position, household)
        SELECT ${list?.id}::uuid, c.id, row_number() OVER (ORDER BY c.street_name_key, c.street_address_key, c.id), c.street_address_key
        FROM contacts c WHERE c.is_active AND NOT c.do_not_contact AND NOT c.moved AND NOT c.deceased
          AND c.precinct = any(${codes}::text[]) AND c.party = ${filters.party}`);
    });
  },
);
const sizes = made.map((m) => m.size);
console.log(`(list sizes: ${sizes.map(count).join(', ')})`);
const list = made[0];
if (!list) throw new Error('no list was made');
const pages = Math.ceil(list.size / 50);

await compare(
  'open a 50-member page of a list',
  RUNS,
  (i) => getList(db, editor, list.id, 1 + ((i * 37 + 11) % pages)),
  (i) => {
    const from = ((i * 37 + 11) % pages) * 50;
    return db.execute(sql`SELECT m.*, c.full_name, c.street_address, c.party, c.date_of_birth
      FROM contact_list_members m JOIN contacts c ON c.id = m.contact_id
      WHERE m.list_id = ${list.id}::uuid AND m.position > ${from} AND m.position <= ${from + 50} ORDER BY m.position`);
  },
);

const members = (
  await rows<{ contact_id: string }>(
    db,
    sql`SELECT contact_id FROM contact_list_members WHERE list_id = ${list.id}::uuid ORDER BY position LIMIT ${RUNS * 2 + 2}`,
  )
).map((r) => r.contact_id);
await compare(
  'record an attempt',
  RUNS,
  (i) =>
    recordAttempt(db, editor, members[(2 * i + 2) % members.length] as string, {
      channel: 'door',
      result: i % 3 === 0 ? 'talked' : 'not-home',
      listId: list.id,
      clientId: crypto.randomUUID(),
    }),
  (i) =>
    db.transaction(async (tx) => {
      const id = members[(2 * i + 3) % members.length] as string;
      await tx.execute(sql`SELECT 1 FROM contacts WHERE id = ${id}::uuid FOR UPDATE`);
      await tx.execute(sql`INSERT INTO contact_attempts (contact_id, user_id, list_id, channel, result)
        VALUES (${id}::uuid, ${editor.id}::uuid, ${list.id}::uuid, 'door', 'not-home')`);
      await tx.execute(
        sql`UPDATE contacts SET last_result = 'not-home', last_attempt_at = now() WHERE id = ${id}::uuid`,
      );
      await tx.execute(sql`UPDATE contact_list_members SET last_result = 'not-home', last_attempt_at = now(),
        last_attempt_by = ${editor.id}::uuid WHERE contact_id = ${id}::uuid`);
    }),
);

await compare(
  'list progress (members by result)',
  RUNS,
  () => listSummary(db, list.id),
  () =>
    db.execute(
      sql`SELECT last_result, count(*) FROM contact_list_members WHERE list_id = ${list.id}::uuid GROUP BY 1`,
    ),
);

await db.execute(sql`DELETE FROM contact_lists`);
await db.execute(sql`DELETE FROM contact_attempts`);
await database.close();
