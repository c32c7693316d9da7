/**
 * `tsx bench/export-existing.ts postgres://…|DIR [csv,xlsx]`: export figures against a database already
 * loaded (for example with `npm run cli -- demo-data 1000000`), without reloading it.
 */
import { openDatabase } from '../src/server/db/client.js';
import { timeExport, timePreviews } from './export.js';

const [target = '', formats = 'csv,xlsx'] = process.argv.slice(2);
const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
);
await database.migrate();
for (const p of await timePreviews(database))
  console.log(`preview count, ${p.name}: p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`);
for (const format of formats.split(',') as ('csv' | 'xlsx')[]) {
  const r = await timeExport(database, format);
  console.log(
    `export ${format}: ${r.seconds.toFixed(1)} s, peak RSS ${Math.round(r.peakRssMb)} MB, file ${Math.round(r.fileMb)} MB`,
  );
}
await database.close();
