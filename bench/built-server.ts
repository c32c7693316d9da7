/**
 * The built app for the benchmarks that start and stop it themselves (idle-memory.ts, crash-burst.ts):
 * `npm run build` when dist/ is missing or older than the sources, the built CLI on a DATA_DIR, and the built
 * server (`node dist/server/main.js` with the Node.js options `npm start` gives) in production mode on a DATA_DIR
 * and no DATABASE_URL, so it runs its own PostgreSQL in DATA_DIR/postgres, with an admin to sign in as.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { freePort, type ServerChild, startServerChild } from '../src/server/test/server-child.js';
import { signInThrough } from '../src/server/test/sign-in.js';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_ENTRY = path.join(ROOT, 'dist', 'server', 'main.js');
export const CLI_ENTRY = path.join(ROOT, 'dist', 'server', 'cli', 'main.js');
/** The Node.js options `npm start` gives (the heap cap), read from package.json. */
export const START_NODE_ARGS: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
  .scripts.start.split(' ')
  .filter((word: string) => word.startsWith('--'));

export const ADMIN = { email: 'bench-admin@example.org', password: 'bench admin password 0123' };
const SESSION_SECRET = 'a-benchmark-session-secret-0123456789abcdefghijklmnop';

/** Runs `npm run build` when the build is missing or older than the sources (scripts/build-state.mjs). */
export async function ensureBuilt() {
  const state = pathToFileURL(path.join(ROOT, 'scripts', 'build-state.mjs')).href;
  const { buildIsStale } = (await import(state)) as { buildIsStale: () => boolean };
  if (!buildIsStale()) return;
  console.error('Building (dist/ is missing or older than the sources)…');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The built CLI on DATA_DIR alone (no DATABASE_URL: the embedded PostgreSQL), e.g. `demo-data 180000`. */
export async function runBuiltCli(dataDir: string, args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [CLI_ENTRY, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
      maxBuffer: 64 * 2 ** 20,
    });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`cli ${args.join(' ')} failed: ${(error as Error).message}\n${stdout}${stderr}`);
  }
}

export interface BuiltServer extends ServerChild {
  /** fetch against this server, with the cookie and a same-origin header. */
  request(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** Signs in as ADMIN and returns the session cookie. */
  signIn(): Promise<string>;
}

/** Starts the built server on DATA_DIR and resolves once /healthz answers 200. */
export async function startBuiltServer(dataDir: string, port?: number): Promise<BuiltServer> {
  const server = await startServerChild({
    args: [...START_NODE_ARGS, SERVER_ENTRY],
    cwd: ROOT,
    port: port ?? (await freePort()),
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SESSION_SECRET,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    readyTimeoutMs: 120_000,
  });
  const request: BuiltServer['request'] = (pathname, { cookie, headers, ...init } = {}) =>
    fetch(`${server.url}${pathname}`, {
      signal: AbortSignal.timeout(60_000),
      ...init,
      headers: { origin: server.url, ...(cookie ? { cookie } : {}), ...(headers as Record<string, string>) },
    });
  return {
    ...server,
    request,
    signIn: () => signInThrough(request, ADMIN),
  };
}

/** How the server is started, for the report. */
export const serverCommand = () =>
  `node ${[...START_NODE_ARGS, path.relative(ROOT, SERVER_ENTRY)].join(' ')} (NODE_ENV=production, DATA_DIR, no DATABASE_URL)`;
