/**
 * `tsx bench/explain-search.ts postgres://… '<query string>' …`: the plan PostgreSQL runs for each search (the
 * query string of GET /api/contacts/search, e.g. 'lastName=Ma&party=DEM&ageMin=30&ageMax=70'), with
 * EXPLAIN (ANALYZE, BUFFERS) of the very statement the search service sends, parameters and all.
 */
import pg from 'pg';
import { searchQuery } from '../src/common/schemas/contacts.js';
import { openDatabase } from '../src/server/db/client.js';
import { searchContacts } from '../src/server/search/search-contacts.js';

const [target = '', ...queries] = process.argv.slice(2);
const database = await openDatabase({ databaseUrl: target, poolSize: 1 });
const explainer = new pg.Client({ connectionString: target });
await explainer.connect();
const sent: { text: string; values: unknown[] }[] = [];
const query = pg.Client.prototype.query;
// Every statement the service sends, kept to be explained afterwards.
pg.Client.prototype.query = function (
  this: pg.Client,
  config: unknown,
  values?: unknown,
  callback?: unknown,
) {
  if (config && typeof config === 'object' && 'text' in config)
    sent.push({
      text: String(config.text),
      values: (config as { values?: unknown[] }).values ?? (Array.isArray(values) ? values : []),
    });
  // biome-ignore lint/suspicious/noExplicitAny: passing the driver's own overloads through
  return (query as any).call(this, config, values, callback);
} as typeof pg.Client.prototype.query;

for (const q of queries) {
  const parsed = searchQuery.parse(Object.fromEntries(new URLSearchParams(q)));
  sent.length = 0;
  const started = performance.now();
  const found = await searchContacts(database.db, parsed);
  console.log(`## ${q}\n\nservice: ${(performance.now() - started).toFixed(1)} ms, total ${found.total}\n`);
  const statements = sent.filter((s) => /contacts c/.test(s.text));
  for (const s of statements) {
    const { rows } = await explainer.query<Record<string, string>>(
      `EXPLAIN (ANALYZE, BUFFERS) ${s.text}`,
      s.values,
    );
    console.log('```');
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    console.log('```\n');
  }
}
await explainer.end();
await database.close();
