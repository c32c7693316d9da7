/**
 * `npx tsx bench/import-server.ts [--rows N] [--ext xlsx|txt] [--engine embedded|postgres] [--refresh]`: the voter-file
 * import as a browser sees it, against a real server process (production mode), with that server's own peak RSS
 * (the issue's memory target is the server's, not the benchmark's) and, on the embedded engine, the peak summed
 * PSS of its PostgreSQL processes. Beside it, the plain-SQL limit of the same rows (plain-copy.ts: COPY into a
 * staging table + one INSERT … SELECT into the indexed contacts table) on a fresh database of the same engine,
 * in the same run, and the ratio.
 * --engine embedded (default): the server is started with a fresh DATA_DIR and no DATABASE_URL, so it runs its own
 * PostgreSQL; postgres: a scratch database on BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * Uses bench/out/voters-N.{xlsx,txt}, written by bench/import.ts (the .txt is written here when missing).
 * --refresh: the same file again on the loaded server as a full refresh (every voter read and compared, the ones
 * missing marked inactive), the month's refresh of a file that size, with its own peak RSS.
 * A file over the upload's 500 MB default is uploaded with IMPORT_MAX_FILE_MB raised to fit it.
 * --no-plain: no plain-SQL run (the 5,000,000-row plain run takes longer than the import): the figure to compare
 * with is then the rows per second of the 180,000-row run just before, as issue 39's target says.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signerFactory } from '@fastify/cookie';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { writeFloridaTxt } from '../src/server/imports/test/write-florida-txt.js';
import { createUser } from '../src/server/test/factories.js';
import { engineOption, openBenchTarget, requirePostgresUrl, withFreshDatabase } from './engine.js';
import { uploadAndAwaitImport } from './import-http.js';
import { withServers } from './load-servers.js';
import { plainCopyInsert } from './plain-copy.js';
import { mb } from './process-memory.js';
import { withScratchPostgres } from './scratch-postgres.js';
import { count, machineLine } from './stats.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string' },
    ext: { type: 'string' },
    engine: { type: 'string' },
    refresh: { type: 'boolean' },
    'no-plain': { type: 'boolean' },
  },
});
const engine = engineOption(values.engine);
const rows = Number(values.rows ?? 180_000);
// --ext txt: only the county's .txt (a 1,000,000-row .xlsx takes long to write and is not what counties send).
const extensions = values.ext ? [values.ext as 'xlsx' | 'txt'] : (['xlsx', 'txt'] as const);
const postgresUrl = engine === 'postgres' ? requirePostgresUrl() : undefined;

/** A scratch PostgreSQL database, or none: the server then runs its own PostgreSQL in its DATA_DIR. */
const withDatabaseUrl = <T>(work: (databaseUrl: string | undefined) => Promise<T>) =>
  postgresUrl ? withScratchPostgres(postgresUrl, work) : work(undefined);

async function importThroughServer(file: string) {
  return withDatabaseUrl(async (databaseUrl) => {
    const sessionSecret = randomBytes(32).toString('hex');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-import-'));
    try {
      // The admin and their session are written first; on the embedded engine this starts the DATA_DIR's server
      // and stops it again on close, so that the app server then starts it as its own.
      const database = await openBenchTarget(databaseUrl ?? dataDir);
      let cookie: string;
      try {
        await database.migrate();
        const admin = await createUser(database.db, { role: 'admin' });
        const token = await createSession(database.db, admin.id, 480, { via: 'benchmark' });
        cookie = `${SESSION_COOKIE}=${signerFactory(sessionSecret).sign(token)}`;
      } finally {
        await database.close();
      }
      const fileMb = Math.ceil(fs.statSync(file).size / 1024 ** 2);
      const env = fileMb > 450 ? { IMPORT_MAX_FILE_MB: String(fileMb + 50) } : undefined;
      return await withServers(
        1,
        { databaseUrl, dataDir, sessionSecret, logLevel: 'warn', env },
        async ([server]) => {
          if (!server) throw new Error('no server');
          const timed = async (full: boolean) => {
            server.resetPeaks();
            const started = performance.now();
            await uploadAndAwaitImport(server.url, cookie, file, full);
            const seconds = (performance.now() - started) / 1000;
            // Let the VACUUM after the import finish, so the peak covers the whole job.
            await new Promise((resolve) => setTimeout(resolve, 3000));
            return { seconds, peakRssMb: server.peakRssMb(), peakPostgresMb: server.peakPostgresMb() };
          };
          const load = await timed(false);
          return { load, refresh: values.refresh ? await timed(true) : undefined };
        },
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function plainOnFreshDatabase(file: string, type: 'txt' | 'xlsx') {
  return withFreshDatabase(engine, async (database) => {
    const started = performance.now();
    await plainCopyInsert(database, file, type);
    return (performance.now() - started) / 1000;
  });
}

console.log(`${machineLine()}\nEngine: ${engine}\n`);
console.log(
  '| file | upload to completed event | server peak RSS | PostgreSQL peak PSS | plain COPY + INSERT … SELECT (same run) | ratio |\n|---|---|---|---|---|---|',
);
for (const ext of extensions) {
  const file = path.join('bench', 'out', `voters-${rows}.${ext}`);
  if (!fs.existsSync(file) && ext === 'txt') {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await writeFloridaTxt(file, generateVoters({ count: rows, seed: 1 }));
  }
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run bench/import.ts --rows ${rows} first`);
  const plain = values['no-plain'] ? undefined : await plainOnFreshDatabase(file, ext);
  const { load, refresh } = await importThroughServer(file);
  for (const [what, r] of [
    ['', load],
    [' as a full refresh over itself', refresh],
  ] as const) {
    if (!r) continue;
    const server = engine === 'embedded' ? mb(r.peakPostgresMb) : 'not ours to measure';
    console.log(
      `| ${count(rows)}-row .${ext}${what} | ${r.seconds.toFixed(1)} s (${count(Math.round(rows / r.seconds))} rows/s) | ${mb(r.peakRssMb)} | ${server} | ${plain ? `${plain.toFixed(1)} s` : 'not run'} | ${plain ? (r.seconds / plain).toFixed(2) : '—'} |`,
    );
  }
}
