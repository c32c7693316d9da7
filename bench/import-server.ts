/**
 * `npx tsx bench/import-server.ts [--rows N] [--ext xlsx|txt] [--engine postgres|pglite]`: the voter-file import
 * as a browser sees it, against a real server process (production mode) on a scratch PostgreSQL database or on
 * the embedded engine in a scratch DATA_DIR, with that server's own peak RSS (the memory target is the
 * server's, not the benchmark's). Uses bench/out/voters-N.{xlsx,txt}, written by bench/import.ts. PostgreSQL
 * from BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signerFactory } from '@fastify/cookie';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.js';
import { openDatabase } from '../src/server/db/client.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { writeFloridaTxt } from '../src/server/imports/test/write-florida-txt.js';
import { createUser } from '../src/server/test/factories.js';
import { uploadAndAwaitImport } from './import-http.js';
import { withServers } from './load-servers.js';
import { plainCopy } from './plain-copy.js';
import { benchPostgresUrl, withScratchPostgres } from './scratch-postgres.js';

const { values } = parseArgs({
  options: { rows: { type: 'string' }, ext: { type: 'string' }, engine: { type: 'string' } },
});
const embedded = values.engine === 'pglite';
const rows = Number(values.rows ?? 180_000);
// --ext txt: only the county's .txt (a 1,000,000-row .xlsx takes long to write and is not what counties send).
const extensions = values.ext ? [values.ext] : ['xlsx', 'txt'];
const baseUrl = benchPostgresUrl();
if (!embedded && !baseUrl) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL');

/** A scratch PostgreSQL database, or none: the embedded engine then lives in the server's DATA_DIR. */
const withDatabaseUrl = <T>(work: (databaseUrl: string | undefined) => Promise<T>) =>
  embedded ? work(undefined) : withScratchPostgres(baseUrl as string, work);

async function importThroughServer(file: string) {
  return withDatabaseUrl(async (databaseUrl) => {
    const sessionSecret = randomBytes(32).toString('hex');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-import-'));
    // The admin and their session are written first; the embedded engine then belongs to the server alone.
    const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db') });
    let open = true;
    try {
      await database.migrate();
      const admin = await createUser(database.db, { role: 'admin' });
      const token = await createSession(database.db, admin.id, 480, { via: 'benchmark' });
      const cookie = `${SESSION_COOKIE}=${signerFactory(sessionSecret).sign(token)}`;
      if (embedded) {
        await database.close();
        open = false;
      }
      return await withServers(
        1,
        { databaseUrl, dataDir, sessionSecret, logLevel: 'warn' },
        async ([server]) => {
          if (!server) throw new Error('no server');
          const started = performance.now();
          await uploadAndAwaitImport(server.url, cookie, file);
          const seconds = (performance.now() - started) / 1000;
          // Let the VACUUM after the import finish, so the peak covers the whole job.
          await new Promise((resolve) => setTimeout(resolve, 3000));
          return { seconds, peakRssMb: server.peakRssMb() };
        },
      );
    } finally {
      if (open) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** The embedded engine's plain-SQL limit of the same rows, on disk like the server's (plain-copy.ts). */
async function plainCopyOnDisk(file: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-plain-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    const started = performance.now();
    await plainCopy(database, file);
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `| file | upload to completed event | server peak RSS |${embedded ? ' plain COPY, indexes set aside (same run) | ratio |' : ''}\n|---|---|---|${embedded ? '---|---|' : ''}`,
);
for (const ext of extensions) {
  const file = path.join('bench', 'out', `voters-${rows}.${ext}`);
  if (!fs.existsSync(file) && ext === 'txt') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await writeFloridaTxt(file, generateVoters({ count: rows, seed: 1 }));
  }
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run bench/import.ts --rows ${rows} first`);
  const plain = embedded && ext === 'txt' ? await plainCopyOnDisk(file) : undefined;
  const r = await importThroughServer(file);
  const limit = plain === undefined ? '' : ` ${plain.toFixed(1)} s | ${(r.seconds / plain).toFixed(2)} |`;
  console.log(
    `| ${rows.toLocaleString('en-US')}-row .${ext} | ${r.seconds.toFixed(1)} s | ${Math.round(r.peakRssMb)} MB |${limit}`,
  );
}
