/**
 * `tsx bench/export-existing.ts postgres://…|DIR [csv,xlsx]`: export figures against a database already
 * loaded (for example with `npm run cli -- demo-data 1000000`), without reloading it.
 */
import { openDatabase } from '../src/server/db/client.js';
import { BARE_CONTACTS_COPY, timeExport, timePlainCopy, timePreviews } from './export.js';

const [target = '', formats = 'csv,xlsx'] = process.argv.slice(2);
const database = await openDatabase(
  target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target },
);
await database.migrate();
for (const p of await timePreviews(database))
  console.log(`preview count, ${p.name}: p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms`);
for (const format of formats.split(',') as ('csv' | 'xlsx')[]) {
  // The plain COPY before and after the export, so a change in the machine's load shows.
  const before = format === 'csv' ? await timePlainCopy(database) : undefined;
  const r = await timeExport(database, format);
  const after = format === 'csv' ? await timePlainCopy(database) : undefined;
  console.log(
    `export ${format}: ${r.seconds.toFixed(1)} s, peak RSS ${Math.round(r.peakRssMb)} MB, file ${Math.round(r.fileMb)} MB`,
  );
  if (before && after) {
    const plain = (before.seconds + after.seconds) / 2;
    console.log(
      `plain COPY of the same SELECT: ${before.seconds.toFixed(1)} s before, ${after.seconds.toFixed(1)} s after (${Math.round(before.fileMb)} MB); export / COPY = ${(r.seconds / plain).toFixed(2)}`,
    );
    const bare = await timePlainCopy(database, BARE_CONTACTS_COPY);
    console.log(
      `bare COPY of the contacts table (no phones, emails or formula guards): ${bare.seconds.toFixed(1)} s (${Math.round(bare.fileMb)} MB); export / bare = ${(r.seconds / bare.seconds).toFixed(2)}`,
    );
  }
}
await database.close();
