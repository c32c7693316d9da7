/**
 * The default database as `npm start` runs it: a PostgreSQL server the app starts under DATA_DIR/postgres.
 * Real app processes (src/server/main.ts), each on its own DATA_DIR, stopped, killed and started again.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { collectOutput, exited } from '../../test/server-child.js';
import { runCli, type ServerProcess, startServer } from '../../test/server-process.js';
import { runningServerPid, stopOrphanedServer } from './orphan.js';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-embedded-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
  for (const name of fs.readdirSync(work)) await stopOrphanedServer(path.join(work, name, 'postgres'));
  fs.rmSync(work, { recursive: true, force: true });
});

let dirs = 0;
const newDataDir = () => path.join(work, `data-${++dirs}`);
const cluster = (dataDir: string) => path.join(dataDir, 'postgres');

async function start(dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'warn', ...env } });
  servers.push(server);
  return server;
}

/** The port the embedded server listens on (line 4 of postmaster.pid) and its listen address (line 6). */
function listening(dataDir: string) {
  const lines = fs.readFileSync(path.join(cluster(dataDir), 'postmaster.pid'), 'utf8').split('\n');
  return { port: Number(lines[3]), address: lines[5]?.trim() };
}

/** A DATA_DIR whose embedded database holds `voters` demo voters (the CLI starts and stops the server). */
async function dataDirWithVoters(voters: number) {
  const dataDir = newDataDir();
  const loaded = await runCli(['demo-data', String(voters)], { DATA_DIR: dataDir });
  expect(loaded.code, loaded.output).toBe(0);
  return dataDir;
}

async function voterIds(server: ServerProcess, cookie: string, count: number) {
  const res = await server.request(`/api/contacts/search?limit=${count}`, { cookie });
  return ((await res.json()) as { contacts: { id: string }[] }).contacts.map((c) => c.id);
}

async function saveNote(server: ServerProcess, cookie: string, id: string, notes: string) {
  const res = await server.request(`/api/contacts/${id}`, {
    method: 'PATCH',
    cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ notes }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe('the embedded PostgreSQL', () => {
  it('is created on first start: loopback only, a generated password in a 0600 file, no way in without it', {
    timeout: 90_000,
  }, async () => {
    const dataDir = newDataDir();
    await start(dataDir);
    expect(fs.existsSync(path.join(cluster(dataDir), 'PG_VERSION'))).toBe(true);
    const passwordFile = path.join(dataDir, 'postgres-password');
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    const { port, address } = listening(dataDir);
    expect(address).toBe('127.0.0.1');
    const password = fs.readFileSync(passwordFile, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(24);

    const connect = async (withPassword?: string) => {
      const client = new pg.Client({
        host: '127.0.0.1',
        port,
        user: 'groundwork',
        database: 'groundwork',
        password: withPassword,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        const { rows } = await client.query('select count(*)::int as n from users');
        return rows[0].n as number;
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    await expect(connect('not the password')).rejects.toThrow(/password authentication failed/);
    expect(await connect(password)).toBe(1); // the test's admin, created at start
  });

  it('stops with the app on SIGTERM, and starts again on the same data', { timeout: 90_000 }, async () => {
    const dataDir = await dataDirWithVoters(20);
    const first = await start(dataDir);
    const cookie = await first.signIn();
    const [id = ''] = await voterIds(first, cookie, 1);
    await saveNote(first, cookie, id, 'kept across a clean restart');
    const serverPid = runningServerPid(cluster(dataDir));
    expect(serverPid).not.toBeNull();
    await first.stop();
    expect(runningServerPid(cluster(dataDir))).toBeNull();
    expect(() => process.kill(serverPid as number, 0)).toThrow();
    expect(fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')).toMatch(
      /database system is shut down/,
    );

    const again = await start(dataDir);
    const res = await again.request(`/api/contacts/${id}`, { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { notes: string }).notes).toBe('kept across a clean restart');
  });

  it('after a kill -9 of the app, the next start stops the server it left and loses no acknowledged edit', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await dataDirWithVoters(20);
    const first = await start(dataDir);
    const cookie = await first.signIn();
    const ids = await voterIds(first, cookie, 16);
    expect(ids).toHaveLength(16);
    // 16 clients at once, each answered before the kill.
    await Promise.all(ids.map((id, i) => saveNote(first, cookie, id, `acknowledged ${i}`)));
    const orphan = runningServerPid(cluster(dataDir));
    await first.crash();
    // The app is gone; the database server it started is not (its own process group).
    expect(runningServerPid(cluster(dataDir))).toBe(orphan);

    const startedAt = Date.now();
    const next = await start(dataDir, { LOG_LEVEL: 'info' });
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(next.output()).toContain(
      `Stopped the database server (pid ${orphan}) a previous Groundwork left running.`,
    );
    expect(runningServerPid(cluster(dataDir))).not.toBe(orphan);
    for (const [i, id] of ids.entries()) {
      const res = await next.request(`/api/contacts/${id}`, { cookie });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { notes: string }).notes).toBe(`acknowledged ${i}`);
    }
  });

  it('when its server dies under it, the app says so in one line and exits non-zero', {
    timeout: 90_000,
  }, async () => {
    const dataDir = newDataDir();
    const server = await start(dataDir);
    const done = exited(server.child);
    process.kill(runningServerPid(cluster(dataDir)) as number, 'SIGKILL');
    expect(await done).toBe(1);
    const said = server
      .output()
      .split('\n')
      .filter((line) => line.includes('The database server stopped'));
    expect(said, server.output()).toHaveLength(1);
    expect(said[0]).toContain('The database server stopped under Groundwork (signal SIGKILL)');
    expect(said[0]).toContain('start it again');
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('refuses a DATA_DIR of the previous engine until it is carried over, keeping its files', {
    timeout: 60_000,
  }, async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    await expect(start(dataDir)).rejects.toThrow(/npm run cli -- upgrade-data-dir/);
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(cluster(dataDir))).toBe(false);
  });
});

describe('a cluster of another PostgreSQL major version', () => {
  it('is refused with what to do, and left as it was', { timeout: 60_000 }, async () => {
    const dataDir = newDataDir();
    await (await start(dataDir)).stop();
    const versionFile = path.join(cluster(dataDir), 'PG_VERSION');
    const current = fs.readFileSync(versionFile, 'utf8').trim();
    fs.writeFileSync(versionFile, '17\n');
    await expect(start(dataDir)).rejects.toThrow(
      new RegExp(
        `written by PostgreSQL 17 and this Groundwork runs PostgreSQL ${current}: .*Upgrading the embedded PostgreSQL`,
      ),
    );
    expect(fs.readFileSync(versionFile, 'utf8')).toBe('17\n');
  });
});

describe.runIf(process.getuid?.() === 0)('run as root', () => {
  it('a second app in another container (its own pid namespace) on the same DATA_DIR is refused', {
    timeout: 90_000,
  }, async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    // unshare gives the second app a /proc of its own: the first app's pid does not exist there, as in a
    // second container on one volume. Only the lock's heartbeat tells it the first app is alive.
    const second = spawn(
      'unshare',
      ['--pid', '--fork', '--mount-proc', process.execPath, '--import', import.meta.resolve('tsx'), MAIN],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' } },
    );
    const output = collectOutput(second);
    expect(await exited(second), output()).toBe(1);
    expect(output()).toContain('which this one cannot see: another container');
    // The first app's database is untouched: it still answers.
    expect((await first.request('/healthz')).status).toBe(200);
  });

  it('runs the server as the postgres user, never as root', { timeout: 60_000 }, async () => {
    const dataDir = newDataDir();
    await start(dataDir);
    const pid = runningServerPid(cluster(dataDir));
    const user = execFileSync('ps', ['-o', 'user=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    expect(user).toBe('postgres');
    expect(fs.statSync(cluster(dataDir)).uid).not.toBe(0);
  });
});
