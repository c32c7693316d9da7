/**
 * `npx tsx bench/undo.ts [--rows N] [--engine embedded|postgres]`: the undo of a refresh. Imports N voters,
 * then a full refresh of the same size that changes every street of N - N/18 of them, leaves N/18 out
 * (deactivated) and adds N/18 new ones, then times, in the same run:
 *  - plain SQL: the same restores as three set-based UPDATEs from the change record in one transaction
 *    (rolled back, so the undo then starts from the same state);
 *  - the undo (undoImport, chunks of 5,000 each with its marker, the audit row, then VACUUM ANALYZE).
 * Also prints the refresh's time and the size of its change record. --engine embedded (default): the app's own
 * PostgreSQL in a fresh temporary DATA_DIR; postgres: a scratch database on BENCH_DATABASE_URL or
 * TEST_DATABASE_URL, created and dropped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.js';
import { firstRow } from '../src/server/db/rows.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { startImport } from '../src/server/imports/run/start-import.js';
import { vacuumContacts } from '../src/server/imports/stored-voters/upsert-voters.js';
import { writeFloridaTxt } from '../src/server/imports/test/write-florida-txt.js';
import { undoImport } from '../src/server/imports/undo/undo-import.js';
import { describeEngine, engineOption, withFreshDatabase } from './engine.js';
import { machineLine } from './stats.js';

const { values } = parseArgs({ options: { rows: { type: 'string' }, engine: { type: 'string' } } });
const rows = Number(values.rows ?? 180_000);
const engine = engineOption(values.engine);

const out = path.join('bench', 'out');
fs.mkdirSync(out, { recursive: true });
const moved = Math.round(rows / 18);
const firstFile = path.join(out, `undo-${rows}-first.txt`);
const refreshFile = path.join(out, `undo-${rows}-refresh.txt`);
await writeFloridaTxt(firstFile, generateVoters({ count: rows, seed: 1 }));
await writeFloridaTxt(
  refreshFile,
  (function* () {
    let i = 0;
    for (const row of generateVoters({ count: rows, seed: 1 }))
      if (i++ >= moved) yield { ...row, 'Residence Address Line 1': `${i} Refreshed Way` };
    yield* generateVoters({ count: moved, seed: 2 });
  })(),
);

const count = (n: number) => n.toLocaleString('en-US');

async function importFile(database: Database, file: string, full: boolean) {
  const { done } = await startImport({
    db: database.db,
    uploadId: `bench-${Math.random().toString(36).slice(2)}`,
    userId: null,
    file,
    fileName: path.basename(file),
    fileSizeBytes: fs.statSync(file).size,
    full,
    skipGuard: true,
  });
  return done;
}

await withFreshDatabase(engine, async (database) => {
  const { db } = database;
  await importFile(database, firstFile, false);
  const refreshStarted = performance.now();
  const totals = await importFile(database, refreshFile, true);
  const refreshSeconds = (performance.now() - refreshStarted) / 1000;
  const job = await firstRow<{ id: string }>(
    db,
    sql`select id from import_jobs where undo_of is null order by created_at desc limit 1`,
  );
  if (!job) throw new Error('no refresh job');
  const record = await firstRow<{ n: number; bytes: number }>(
    db,
    sql`select count(*)::int as n, pg_total_relation_size('import_changes')::bigint as bytes
                         from import_changes where job_id = ${job.id}`,
  );

  // Plain SQL: the same restores, set-based, one transaction, rolled back.
  let plainSeconds = 0;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      await tx.execute(sql`
        update contacts c set street_address = ch.previous ->> 'street_address',
          last_public_update = (ch.previous ->> '_last_public_update')::timestamptz, updated_at = now()
        from import_changes ch where ch.job_id = ${job.id} and ch.kind = 'updated' and c.id = ch.contact_id`);
      await tx.execute(sql`
        update contacts c set is_active = true, updated_at = now()
        from import_changes ch where ch.job_id = ${job.id} and ch.kind = 'deactivated' and c.id = ch.contact_id`);
      await tx.execute(sql`
        update contacts c set is_active = false, updated_at = now()
        from import_changes ch where ch.job_id = ${job.id} and ch.kind = 'added' and c.id = ch.contact_id`);
      plainSeconds = (performance.now() - started) / 1000;
      throw new Error('rollback');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'rollback')) throw error;
    });

  const undoStarted = performance.now();
  let chunksDone = 0;
  const { done } = await undoImport({ db, jobId: job.id, userId: null });
  if (!done) throw new Error('nothing to undo');
  const result = await done;
  const undoSeconds = (performance.now() - undoStarted) / 1000;
  const vacuumStarted = performance.now();
  await vacuumContacts(db);
  const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
  chunksDone = Math.ceil((record?.n ?? 0) / 5_000);

  console.log(`\n${machineLine()}`);
  console.log(
    `Engine: ${await describeEngine(database)}; ${count(rows)} voters, then a full refresh of ${count(rows)} rows`,
  );
  console.log(
    `refresh: ${count(totals.updated)} changed, ${count(totals.inserted)} added, ${count(totals.deactivated)} deactivated in ${refreshSeconds.toFixed(1)} s; change record ${count(record?.n ?? 0)} rows, ${((record?.bytes ?? 0) / 2 ** 20).toFixed(1)} MB`,
  );
  console.log(
    `plain SQL, the same restores (3 UPDATEs from the record, one transaction): ${plainSeconds.toFixed(1)} s`,
  );
  console.log(
    `undo (${chunksDone} chunks with marker, audit, VACUUM ANALYZE): ${undoSeconds.toFixed(1)} s = ${(undoSeconds / plainSeconds).toFixed(2)}x plain SQL; a second VACUUM ANALYZE alone ${vacuumSeconds.toFixed(1)} s`,
  );
  console.log(
    `undo result: ${count(result.restored)} restored, ${count(result.reactivated)} reactivated, ${count(result.deactivated)} deactivated, ${count(result.kept)} kept`,
  );
});
