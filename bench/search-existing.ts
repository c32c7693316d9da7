/**
 * `tsx bench/search-existing.ts postgres://…|DATA_DIR N`: the search timings against a database already loaded with N demo
 * voters (seed 1), without reloading it. For iterating on indexes; `npm run bench` is the full run.
 */
import { openBenchTarget } from './engine.js';
import { explainSearch, makeQueries, type SearchKind, timeQueries } from './search.js';

const [target = '', n] = process.argv.slice(2);
const voters = Number(n ?? 1_000_000);
const database = await openBenchTarget(target);
await database.migrate();
for (const kind of ['name prefix', 'name prefix + filters', 'filter only (age or party)'] as SearchKind[]) {
  const t = await timeQueries(database, makeQueries(kind, voters));
  console.log(`${kind}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`);
}
if (process.env.EXPLAIN) console.log(await explainSearch(database, process.env.EXPLAIN));
await database.close();
