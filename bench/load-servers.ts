/**
 * Real server processes for the benchmarks: `node scripts/start.mjs`, as `npm start` runs the app (built
 * JavaScript; TypeScript through tsx alone costs about 75 MB of memory), in production mode, each on its own
 * port, all on one database. Their output goes to bench/out/load-server-<n>.log; their peak RSS is read from
 * /proc while they run (Linux).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type ServerChild, startServerChild } from '../src/server/test/server-child.js';

/** What `npm start` runs: builds when the sources are newer than dist/, then serves dist/server/main.js. */
const START = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));
/** The Node.js options `npm start` gives (the heap cap, docs/OPERATIONS.md "Memory"), read from package.json. */
const START_NODE_ARGS: string[] = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'),
)
  .scripts.start.split(' ')
  .filter((word: string) => word.startsWith('--'));

export interface ServerOptions {
  /** PostgreSQL URL; without it the servers use the embedded database in dataDir/db (one server only). */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  logLevel: string;
}

export interface RunningServer extends ServerChild {
  peakRssMb: () => number;
}

function rssMb(pid: number | undefined) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
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
    },
    logFile: path.join('bench', 'out', `load-server-${n}.log`),
    readyTimeoutMs: 120_000,
  });
  let peak = rssMb(server.child.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.child.pid));
  }, 500);
  server.child.once('exit', () => clearInterval(sampler));
  return { ...server, peakRssMb: () => peak };
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
