/**
 * Real server processes for the benchmarks: `node scripts/start.mjs`, as `npm start` runs the app (built
 * JavaScript; TypeScript through tsx alone costs about 75 MB of memory), in production mode, each on its own
 * port, all on one database. Their output goes to bench/out/load-server-<n>.log; their peak RSS is read from
 * /proc while they run (Linux). Without a database URL the server runs its own PostgreSQL in DATA_DIR/postgres
 * (one server per DATA_DIR); the peak summed PSS of that PostgreSQL's processes is read alongside.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedFiles } from '../src/server/db/embedded-postgres/files.js';
import { stopOrphanedServer } from '../src/server/db/embedded-postgres/orphan.js';
import { freePort, type ServerChild, startServerChild } from '../src/server/test/server-child.js';
import { peakOf, postgresMemory, processMemory } from './process-memory.js';

/** What `npm start` runs: builds when the sources are newer than dist/, then serves dist/server/main.js. */
const START = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));
/** The Node.js options `npm start` gives (the heap cap, docs/OPERATIONS.md "Memory"), read from package.json. */
const START_NODE_ARGS: string[] = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
)
  .scripts.start.split(' ')
  .filter((word: string) => word.startsWith('--'));

export interface ServerOptions {
  /** PostgreSQL URL; without it the server runs its own PostgreSQL in dataDir/postgres (one server only). */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  logLevel: string;
  /** More settings for the server (IMPORT_MAX_FILE_MB for a statewide file, say). */
  env?: Record<string, string>;
}

export interface RunningServer extends ServerChild {
  peakRssMb: () => number;
  /** The peak summed PSS of the server's own PostgreSQL processes (0 on a DATABASE_URL). */
  peakPostgresMb: () => number;
  /** Starts both peaks again from now, for a second piece of work on the same server. */
  resetPeaks: () => void;
}

async function startServer(options: ServerOptions, n: number): Promise<RunningServer> {
  fs.mkdirSync(path.join('bench', 'out'), { recursive: true });
  // For profiling a server under load, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/out".
  // Options given here come after npm start's, so a --max-old-space-size here replaces its heap cap.
  const nodeArgs = [
    ...START_NODE_ARGS,
    ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const server = await startServerChild({
    args: [...nodeArgs, START],
    port: await freePort(),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      SESSION_SECRET: options.sessionSecret,
      LOG_LEVEL: options.logLevel,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    logFile: path.join('bench', 'out', `load-server-${n}.log`),
    readyTimeoutMs: 120_000,
  });
  const app = peakOf(() => processMemory(server.pid).rssMb, 500);
  const cluster = options.databaseUrl ? undefined : embeddedFiles(options.dataDir).cluster;
  const postgres = cluster ? peakOf(() => postgresMemory(cluster).pssMb, 500) : undefined;
  server.child.once('exit', () => {
    app.stop();
    postgres?.stop();
  });
  return {
    ...server,
    peakRssMb: app.peak,
    peakPostgresMb: () => postgres?.peak() ?? 0,
    resetPeaks: () => {
      app.reset();
      postgres?.reset();
    },
    // A server that was killed leaves its PostgreSQL running: stopped here, as its next start would.
    stop: async () => {
      await server.stop();
      if (cluster) await stopOrphanedServer(cluster);
    },
  };
}

/** Starts `count` servers one after another (so migrations never race), runs work, stops them all. */
export async function withServers<T>(
  count: number,
  options: ServerOptions,
  work: (servers: RunningServer[]) => Promise<T>,
) {
  const servers: RunningServer[] = [];
  try {
    for (let n = 1; n <= count; n++) servers.push(await startServer(options, n));
    return await work(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
