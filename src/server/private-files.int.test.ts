/** A real server process on a temporary DATA_DIR: whatever it writes there is for its own user only. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipartPlugin from '@fastify/multipart';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createBackup } from './data-admin/create-backup.js';
import { multipart } from './imports/test/voter-files.js';
import { receiveUpload } from './imports/upload/receive-upload.js';
import { createTestDatabase } from './test/database.js';
import { ADMIN, type ServerProcess, startServer } from './test/server-process.js';

let server: ServerProcess;
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
  // No SESSION_SECRET: the server generates one and keeps it in DATA_DIR/session-secret. No DATABASE_URL: the
  // embedded PostgreSQL keeps its files, password and log there too.
  server = await startServer({ dataDir, env: { SESSION_SECRET: '' } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
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
  // The embedded database's cluster, its password and log, the outbox with both mails and the export work
  // folder are all there.
  expect(found.some((f) => f.path.includes(`${path.sep}outbox${path.sep}`) && !f.isDir)).toBe(true);
  expect(found.some((f) => f.path.endsWith(`${path.sep}exports`) && f.isDir)).toBe(true);
  expect(found.filter((f) => f.path.includes(`${path.sep}postgres${path.sep}`)).length).toBeGreaterThan(10);
  for (const name of ['postgres-password', 'postgres.log', 'postgres.lock'])
    expect(found).toContainEqual({ path: path.join(dataDir, name), mode: 0o600, isDir: false });
  // The generated session secret is among them.
  expect(found).toContainEqual({ path: path.join(dataDir, 'session-secret'), mode: 0o600, isDir: false });
  const open = found.filter((f) => f.mode !== (f.isDir ? 0o700 : 0o600));
  expect(open.map((f) => `${f.path} ${f.mode.toString(8)}`)).toEqual([]);
});

/**
 * The server runs with umask 077 and tightens DATA_DIR at start, which would hide a file created 0644. Here the
 * umask is the usual 022, so each file the app creates itself must carry its own 0600.
 */
describe('files the app writes itself are 0600 whatever the umask', () => {
  let previousUmask: number;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-modes-'));
  const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

  beforeAll(() => {
    previousUmask = process.umask(0o022);
  });
  afterAll(() => {
    process.umask(previousUmask);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('the generated session secret', () => {
    const dir = path.join(scratch, 'data');
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' });
    const file = path.join(dir, 'session-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(config.sessionSecret);
    expect(modeOf(file).toString(8)).toBe('600');
    expect(modeOf(dir).toString(8)).toBe('700');
  });

  it('an import upload, as it is stored while the import runs', async () => {
    const app = Fastify({ logger: false });
    await app.register(multipartPlugin);
    const dir = path.join(scratch, 'imports');
    app.post('/upload', async (request) => {
      const upload = await receiveUpload(request, { dir, maxBytes: 1024 * 1024 });
      // Stat'ed before the request ends, as the import would find it.
      return { file: upload.file, mode: modeOf(upload.file), dirMode: modeOf(dir) };
    });
    const body = multipart(Buffer.from('Voter ID,Last Name\n1,Rivera\n'), 'voters.csv');
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    await app.close();
    expect(res.statusCode, res.body).toBe(200);
    const { file, mode, dirMode } = res.json() as { file: string; mode: number; dirMode: number };
    expect(path.dirname(file)).toBe(dir);
    expect(mode.toString(8)).toBe('600');
    expect(dirMode.toString(8)).toBe('700');
  });

  describe('a database backup', () => {
    let created: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    beforeAll(async () => {
      created = await createTestDatabase();
    }, 120_000);
    afterAll(async () => created?.drop());

    it('is written 0600 in a 0700 folder', async () => {
      const { stream } = await createBackup((created as NonNullable<typeof created>).database.db, null);
      const file = String(stream.path);
      expect(fs.existsSync(file)).toBe(true);
      expect(modeOf(file).toString(8)).toBe('600');
      expect(modeOf(path.dirname(file)).toString(8)).toBe('700');
      const closed = new Promise<void>((resolve) => stream.on('close', () => resolve()));
      stream.resume();
      await closed;
    }, 60_000);
  });
});
