/**
 * `tsx bench/read-budget.ts postgres://…|DATA_DIR [N]`: what the read budget costs a search, against a database
 * already loaded with N demo voters (`npm run cli -- demo-data N`). The same name-prefix searches (pages 1–3
 * of 20, as the search page asks) are timed three ways, interleaved query by query so load drifts alike:
 * the search service alone, the search as a viewer (the service plus the read-budget upsert, as the API
 * runs it), and the budget upsert alone as plain SQL.
 */
import { eq } from 'drizzle-orm';
import { searchAsUser } from '../src/server/contacts/read-contacts.js';
import { readCounts, users } from '../src/server/db/schema/index.js';
import { countReads } from '../src/server/read-budgets/read-budget.js';
import { searchContacts } from '../src/server/search/search-contacts.js';
import { describeEngine, openBenchTarget } from './engine.js';
import { makeQueries } from './search.js';
import { machineLine, ms, summarize } from './stats.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 100_000);
const database = await openBenchTarget(target);
await database.migrate();
const { db } = database;

const email = 'bench-read-budget@example.org';
await db.delete(users).where(eq(users.email, email));
const [viewer] = await db
  .insert(users)
  .values({ email, role: 'viewer', status: 'approved', readBudgetSearchRows: 1_000_000 })
  .returning();
if (!viewer) throw new Error('no viewer');

const queries = makeQueries('name prefix', voters, 300);
for (const q of queries.slice(0, 10)) await searchAsUser(db, viewer, q); // warm-up

const times = { service: [] as number[], budgeted: [] as number[], upsert: [] as number[] };
const time = async (into: number[], work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  into.push(performance.now() - started);
};
for (const q of queries) {
  await time(times.service, () => searchContacts(db, q));
  await time(times.budgeted, () => searchAsUser(db, viewer, q));
  await time(times.upsert, () => countReads(db, viewer.id, { searchRows: 20 }));
}

console.log(machineLine());
console.log(
  `${await describeEngine(database)}, ${voters.toLocaleString('en-US')} voters, ${queries.length} name-prefix searches`,
);
console.log('| work | p50 | p95 | max |');
console.log('|---|---|---|---|');
for (const [name, list] of [
  ['search service alone', times.service],
  ['search + read-budget upsert (as the API runs it)', times.budgeted],
  ['read-budget upsert alone (plain SQL)', times.upsert],
] as const) {
  const s = summarize(list);
  console.log(`| ${name} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`);
}
await db.delete(readCounts).where(eq(readCounts.userId, viewer.id));
await db.delete(users).where(eq(users.id, viewer.id));
await database.close();
