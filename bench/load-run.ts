/**
 * One load measurement: sample contacts and sign in the benchmark users on the database, start the
 * servers on it, warm them up, run the mix, stop them. On the embedded engine the server runs the DATA_DIR's
 * own PostgreSQL, which one process starts at a time: this process starts it to prepare and stops it before
 * the server starts, and starts it again afterwards to end the sessions.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchDatabase, type BenchEngine, openBenchTarget } from './engine.js';
import { runMix } from './load-mix.js';
import { runPaced } from './load-paced.js';
import { DEFAULT_SEARCHES, KINDS, type LoadFigures, MIX } from './load-requests.js';
import { withServers } from './load-servers.js';
import { signInBenchUsers, signOutBenchUsers } from './load-sessions.js';
import { sampleContacts } from './sample.js';
import { type BenchResult, count, ms } from './stats.js';

/** PostgreSQL by URL, or the embedded engine: the app's own PostgreSQL in DATA_DIR/postgres. */
export type LoadTarget = { databaseUrl: string } | { dataDir: string };

export const engineOf = (target: LoadTarget): BenchEngine =>
  'databaseUrl' in target ? 'postgres' : 'embedded';

export interface LoadOptions {
  instances: number;
  /** Connections (closed loop) or clients (with pauses). */
  connections: number;
  /**
   * One run per entry: 0 is the closed loop (autocannon, no pause between requests); above 0, each client
   * pauses this many milliseconds on average between an answer and its next request.
   */
  thinkMs: number[];
  /** How many different searches the crowd draws from (default 500). */
  searches?: number;
  seconds: number;
  warmupSeconds: number;
  logLevel?: string;
}

export const openTarget = (target: LoadTarget) =>
  openBenchTarget('databaseUrl' in target ? target.databaseUrl : target.dataDir);

export async function withTargetDatabase<T>(
  target: LoadTarget,
  work: (database: BenchDatabase) => Promise<T>,
) {
  const database = await openTarget(target);
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

export type LoadRun = LoadFigures & { thinkMs: number; peakRssMb: number[]; peakPostgresMb: number[] };

export async function runLoad(target: LoadTarget, options: LoadOptions): Promise<LoadRun[]> {
  if ('dataDir' in target && options.instances > 1)
    throw new Error(
      'The embedded PostgreSQL belongs to the one server of its DATA_DIR; use PostgreSQL (BENCH_DATABASE_URL) for several instances.',
    );
  const sessionSecret = randomBytes(48).toString('base64url');
  const { sample, cookies, userIds } = await withTargetDatabase(target, async ({ db }) => ({
    sample: await sampleContacts(db),
    ...(await signInBenchUsers(db, Math.min(options.connections, 200), sessionSecret)),
  }));
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-load-'));
  try {
    const servers = {
      dataDir: 'dataDir' in target ? target.dataDir : scratchDir,
      databaseUrl: 'databaseUrl' in target ? target.databaseUrl : undefined,
      sessionSecret,
      logLevel: options.logLevel ?? 'warn',
    };
    return await withServers(options.instances, servers, async (running) => {
      const mix = {
        urls: running.map((s) => s.url),
        connections: options.connections,
        cookies,
        sample,
        searches: options.searches,
      };
      if (options.warmupSeconds > 0) await runMix({ ...mix, seconds: options.warmupSeconds });
      const runs: LoadRun[] = [];
      for (const thinkMs of options.thinkMs) {
        const figures =
          thinkMs > 0
            ? await runPaced({ ...mix, clients: options.connections, thinkMs, seconds: options.seconds })
            : await runMix({ ...mix, seconds: options.seconds });
        if (figures.non2xx > 0 || figures.errors > 0)
          console.error('load: responses by request and status:', figures.statuses);
        runs.push({
          thinkMs,
          ...figures,
          peakRssMb: running.map((s) => s.peakRssMb()),
          peakPostgresMb: running.map((s) => s.peakPostgresMb()),
        });
      }
      return runs;
    });
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
    await withTargetDatabase(target, ({ db }) => signOutBenchUsers(db, userIds));
  }
}

/** The servers' peak RSS, and on the embedded engine the peak summed PSS of the server's PostgreSQL processes. */
function memory(engine: BenchEngine, f: LoadRun) {
  const rss = `peak RSS ${f.peakRssMb.map((n) => `${Math.round(n)} MB`).join(' + ')}`;
  if (engine !== 'embedded') return rss;
  const postgres = f.peakPostgresMb.reduce((a, b) => a + b, 0);
  const app = f.peakRssMb.reduce((a, b) => a + b, 0);
  return `${rss}, its PostgreSQL's peak PSS ${Math.round(postgres)} MB (together ${Math.round(app + postgres)} MB)`;
}

const mixLabel = MIX.map(([kind, share]) => `${Math.round(share * 100)}% ${kind}`).join(', ');

/** Two table rows per run: the whole mix, then each kind of request and the servers' memory. */
export function loadResults(engine: BenchEngine, options: LoadOptions, runs: LoadRun[]): BenchResult[] {
  return runs.flatMap((f) => {
    const instances = `${options.instances} instance${options.instances > 1 ? 's' : ''}`;
    const crowd =
      f.thinkMs > 0
        ? `${options.connections} clients pausing ${(f.thinkMs / 1000).toFixed(1)} s on average`
        : `${options.connections} connections without pause`;
    const setup = `${instances}, ${crowd}, ${options.seconds} s`;
    const kinds = KINDS.map((k) => `${k} p95 ${ms(f.byKind[k].p95)} (${count(f.byKind[k].requests)})`).join(
      '; ',
    );
    return [
      {
        engine,
        name: `load: ${setup} (${mixLabel}; searches drawn from ${count(options.searches ?? DEFAULT_SEARCHES)})`,
        figure: `${count(f.perSecond)} req/s, p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}; non-2xx ${f.non2xx}, errors ${f.errors} (timeouts ${f.timeouts})`,
      },
      {
        engine,
        name: `load: ${setup}, by request`,
        figure: `${kinds}; max ${ms(f.max)}; ${memory(engine, f)}`,
      },
    ];
  });
}
