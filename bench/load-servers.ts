/**
 * Real server processes for the benchmarks: `node scripts/start.mjs`, as `npm start` runs the app (built
 * JavaScript; TypeScript through tsx alone costs about 75 MB of memory), in production mode, each on its own
 * port, all on one database. Their output goes to bench/out/load-server-<n>.log; their peak RSS is read from
 * /proc while they run (Linux).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/server/test/server-process.js';

/** What `npm start` runs: builds when the sources are newer than dist/, then serves dist/server/main.js. */
const START = fileURLToPath(new URL('../scripts/start.mjs', import.meta.url));

export interface ServerOptions {
  /** PostgreSQL URL; without it the servers use the embedded database in dataDir/db (one server only). */
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  logLevel: string;
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
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
  const port = await freePort();
  fs.mkdirSync(path.join('bench', 'out'), { recursive: true });
  const logFile = path.join('bench', 'out', `load-server-${n}.log`);
  const log = fs.openSync(logFile, 'w');
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SESSION_SECRET: options.sessionSecret,
    LOG_LEVEL: options.logLevel,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
  // For profiling a server under load, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=bench/out".
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, START], {
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(child.pid));
  }, 500);
  child.once('exit', () => clearInterval(sampler));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${n} exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child, peakRssMb: () => peak };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server ${n} did not answer within 120 s; see ${logFile}`);
}

async function stopServer({ child }: RunningServer) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
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
    await Promise.all(servers.map(stopServer));
  }
}
