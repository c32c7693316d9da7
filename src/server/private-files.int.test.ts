/** A real server process on a temporary DATA_DIR: whatever it writes there is for its own user only. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, testEngine } from './test/database.js';
import { ADMIN, type ServerProcess, startServer } from './test/server-process.js';

let server: ServerProcess;
let dropDatabase: (() => Promise<void>) | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-private-'));

/** Every directory and file under `dir` with its permission bits. */
function modes(dir: string): { path: string; mode: number; isDir: boolean }[] {
  const found = [{ path: dir, mode: fs.statSync(dir).mode & 0o777, isDir: true }];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...modes(target));
    else if (entry.isFile())
      found.push({ path: target, mode: fs.statSync(target).mode & 0o777, isDir: false });
  }
  return found;
}

beforeAll(async () => {
  // What an older version left behind: world-readable folders and files.
  fs.chmodSync(dataDir, 0o755);
  fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
  fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: old\n', { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, 'outbox'), 0o755);
  fs.chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o644);
  // And an upload whose import was cut short when the server stopped.
  fs.mkdirSync(path.join(dataDir, 'imports'));
  fs.writeFileSync(path.join(dataDir, 'imports', 'f0e1d2c3.upload'), 'Voter ID\n1\n');
  const env: Record<string, string> = {};
  if (testEngine === 'postgres') {
    const empty = await createEmptyPostgresDatabase();
    dropDatabase = empty.drop;
    env.DATABASE_URL = empty.url;
  }
  server = await startServer({ dataDir, env });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('an upload left in DATA_DIR/imports by a stopped server is removed at start', () => {
  expect(fs.readdirSync(path.join(dataDir, 'imports'))).toEqual([]);
});

it('DATA_DIR, its folders and its files are 0700 and 0600 after a mail and an export', async () => {
  const cookie = await server.signIn();
  const reset = await server.request('/api/auth/password-reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email }),
  });
  expect(reset.status).toBe(200);
  const started = await server.request('/api/admin/export/start', {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ exportType: 'all', format: 'csv' }),
  });
  expect(started.status, await started.clone().text()).toBe(202);
  await expect
    .poll(
      async () => {
        const history = await server.request('/api/admin/export/history', { cookie });
        return ((await history.json()) as { status: string }[])[0]?.status;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe('completed');
  await expect.poll(() => fs.readdirSync(path.join(dataDir, 'outbox')).length).toBeGreaterThan(1);

  const found = modes(dataDir);
  // The embedded database, the outbox with both mails and (embedded) the export file are all there.
  expect(found.some((f) => f.path.includes(`${path.sep}outbox${path.sep}`) && !f.isDir)).toBe(true);
  expect(found.some((f) => f.path.endsWith(`${path.sep}exports`) && f.isDir)).toBe(true);
  if (testEngine === 'pglite') {
    expect(found.some((f) => f.path.includes(`${path.sep}exports${path.sep}`))).toBe(true);
    expect(found.filter((f) => f.path.includes(`${path.sep}db${path.sep}`)).length).toBeGreaterThan(10);
  }
  expect(found.some((f) => f.path.endsWith('db.lock'))).toBe(testEngine === 'pglite');
  const open = found.filter((f) => f.mode !== (f.isDir ? 0o700 : 0o600));
  expect(open.map((f) => `${f.path} ${f.mode.toString(8)}`)).toEqual([]);
});
