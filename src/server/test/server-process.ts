/**
 * Real server processes for tests: `src/server/main.ts` run by tsx in a child process, on its own port and
 * DATA_DIR, with an admin to sign in as. Used by the several-instances and the crash tests.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopOrphanedServer } from '../db/embedded-postgres/orphan.js';
import { multipart } from '../imports/test/voter-files.js';
import { collectOutput, exited, freePort, type ServerChild, startServerChild } from './server-child.js';
import { signInThrough } from './sign-in.js';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(SERVER_DIR, '../..');
const tsx = import.meta.resolve('tsx');

const REQUEST_TIMEOUT_MS = 90_000;
const CLI_TIMEOUT_MS = 120_000;

export const ADMIN = { email: 'admin@example.org', password: 'correct horse battery' };
/** Every instance of one deployment shares the session secret (docs/OPERATIONS.md). */
export const SESSION_SECRET = 'a-test-session-secret-shared-by-every-instance-0123456789';

export interface ServerProcess extends ServerChild {
  dataDir: string;
  /** fetch against this server, with the cookie and a same-origin header on writes. */
  request(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** Signs in as the admin and returns the session cookie. */
  signIn(): Promise<string>;
}

/** Starts the server and resolves once /healthz answers. `env` adds to (or overrides) the defaults. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; unreaped?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gw-server-'));
  const server = await startServerChild({
    unreaped: options.unreaped,
    args: ['--import', tsx, path.join(SERVER_DIR, 'main.ts')],
    cwd: ROOT,
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
  });
  const request: ServerProcess['request'] = async (pathname, { cookie, headers, ...init } = {}) => {
    try {
      return await fetch(`${server.url}${pathname}`, {
        // A server that stops answering fails the test with the path it hung on, not at the test's time limit.
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        ...init,
        headers: {
          origin: server.url,
          ...(cookie ? { cookie } : {}),
          ...(headers as Record<string, string>),
        },
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError')
        throw new Error(`${init.method ?? 'GET'} ${pathname} had no answer within ${REQUEST_TIMEOUT_MS} ms`);
      throw error;
    }
  };
  return {
    ...server,
    // A server killed with kill -9 leaves its embedded database server running: stopped here, as the next start would.
    stop: async () => {
      await server.stop();
      await stopOrphanedServer(path.join(dataDir, 'postgres'));
    },
    dataDir,
    request,
    signIn: () => signInThrough(request, ADMIN),
  };
}

/** Runs `npm run cli -- ARGS` (tsx src/server/cli/main.ts) and resolves with its exit code and output. */
export async function runCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', tsx, path.join(SERVER_DIR, 'cli/main.ts'), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), CLI_TIMEOUT_MS);
  const code = await exited(child);
  clearTimeout(timer);
  if (child.signalCode === 'SIGKILL')
    throw new Error(`cli ${args.join(' ')} did not finish within ${CLI_TIMEOUT_MS} ms:\n${output()}`);
  return { code, output: output() };
}

/** Reads an SSE response to its end (or until `stop` says so) and returns the parsed `data:` events. */
export async function readEvents<T>(res: Response, stop?: (event: T) => boolean): Promise<T[]> {
  const events: T[] = [];
  const reader = res.body?.getReader();
  if (!reader) return events;
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('data: ')) {
        const event = JSON.parse(block.slice(6)) as T;
        events.push(event);
        if (stop?.(event)) {
          await reader.cancel();
          return events;
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
  return events;
}

/** Uploads a voter file to a running server as the Data Management page does; the job runs on that server. */
export async function uploadVoterFile(server: ServerProcess, cookie: string, file: string) {
  const uploadId = randomUUID();
  const body = multipart(fs.readFileSync(file), path.basename(file));
  const res = await server.request('/api/admin/seed-excel', {
    method: 'POST',
    cookie,
    headers: { 'content-type': body.contentType, 'x-upload-id': uploadId },
    body: body.payload,
  });
  return { uploadId, res };
}
