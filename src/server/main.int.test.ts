import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './test/database.js';
import { collectOutput, exited, freePort, portIsFree } from './test/server-child.js';

const mainEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const tsx = import.meta.resolve('tsx');

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs the real server entry point in a child process, in an empty temporary working directory. */
async function boot(env: Record<string, string>, port: number) {
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-boot-'));
  // Exactly this environment (no PATH, HOST or PORT added): the test is what the entry point does alone.
  const child = spawn(process.execPath, ['--import', tsx, mainEntry], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(child);
  cleanups.push(async () => {
    if (child.exitCode === null) {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    }
    fs.rmSync(cwd, { recursive: true, force: true });
  });
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      return { cwd, health: await res.json(), output, child };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`server did not answer: ${output()}`);
}

/** A new empty DATA_DIR, removed after the test, and the server entry started on it, its output ignored. */
async function startOnFreshDataDir(prefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['--import', tsx, mainEntry], {
    env: { DATA_DIR: dataDir, PORT: String(await freePort()) },
    stdio: 'ignore',
  });
  return { dataDir, child };
}

/** Waits up to 30 s for a path to appear. */
async function appears(file: string, everyMs: number) {
  const deadline = Date.now() + 30_000;
  while (!fs.existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, everyMs));
  return fs.existsSync(file);
}

describe('the server on the embedded database', () => {
  it('boots with no environment at all: port 5000, its PostgreSQL in ./data/postgres', {
    timeout: 60_000,
  }, async () => {
    if (!(await portIsFree(5000)))
      throw new Error('Port 5000 is taken; stop whatever listens there and re-run.');
    const server = await boot({}, 5000);
    expect(server.health).toEqual({ ok: true });
    expect(fs.existsSync(path.join(server.cwd, 'data', 'postgres', 'PG_VERSION'))).toBe(true);
  });

  it('refuses a bad setting with a clear message and exit code 1', { timeout: 30_000 }, async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-boot-'));
    const child = spawn(process.execPath, ['--import', tsx, mainEntry], { cwd, env: { PORT: 'eighty' } });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise((r) => child.once('exit', r));
    fs.rmSync(cwd, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toContain('Groundwork cannot start');
    expect(stderr).toContain('PORT must be a number');
  });

  it('off loopback, prints a one-time setup code in its JSON log, and setup needs it', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort();
    const server = await boot({ HOST: '0.0.0.0', PORT: String(port) }, port);
    const codeLine = /setup asks for this one-time code: ([A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/;
    const deadline = Date.now() + 10_000;
    while (!codeLine.test(server.output()) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    // Not a terminal: one JSON object a line.
    const lines = server.output().trim().split('\n');
    const entries = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { msg?: string });
    const code = entries.map((e) => codeLine.exec(e.msg ?? '')?.[1]).find(Boolean);
    expect(code, server.output()).toBeDefined();
    expect(entries.some((e) => e.msg?.includes('No administrator yet'))).toBe(true);

    const setup = (setupCode: string) =>
      fetch(`http://127.0.0.1:${port}/api/setup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Camila',
          lastName: 'Reyes',
          email: 'camila@example.org',
          password: 'a good password',
          setupCode,
        }),
      });
    expect((await setup('AAAA-BBBB-CCCC')).status).toBe(400);
    expect((await setup(code ?? '')).status).toBe(201);
  });

  it('refuses to open a data directory another process is using', { timeout: 60_000 }, async () => {
    const { dataDir, child: holder } = await startOnFreshDataDir('gw-lock-');
    cleanups.push(async () => {
      const done = exited(holder);
      holder.kill('SIGTERM');
      await done;
    });
    await appears(path.join(dataDir, 'postgres.lock'), 100);
    const second = spawn(process.execPath, ['--import', tsx, mainEntry], {
      env: { DATA_DIR: dataDir, PORT: String(await freePort()) },
    });
    let stderr = '';
    second.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise((r) => second.once('exit', r));
    expect(code).toBe(1);
    expect(stderr).toContain(`already in use by another Groundwork process (pid ${holder.pid})`);
    expect(stderr).not.toMatch(/\n\s+at /); // one line, no stack
  });
});

/** Processes whose command line names this directory (initdb or postgres working in it). */
const processesIn = (dir: string) =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false; // ended meanwhile
      }
    });

describe('a stop asked for during the first start', () => {
  it('waits for initdb, leaves nothing running in DATA_DIR and exits 0', { timeout: 60_000 }, async () => {
    const { dataDir, child } = await startOnFreshDataDir('gw-stop-');
    expect(await appears(path.join(dataDir, 'postgres.initdb'), 20)).toBe(true);
    const done = exited(child);
    child.kill('SIGTERM'); // as a supervisor or `docker stop` sends it: to the app alone, not its initdb
    await done;
    expect(child.exitCode).toBe(0);
    expect(processesIn(dataDir)).toEqual([]);
  });
});

describe('the server on PostgreSQL', () => {
  it('boots with only DATABASE_URL and PORT, migrating the empty database', { timeout: 60_000 }, async () => {
    const { url, drop } = await createPostgresDatabase();
    cleanups.push(drop);
    const port = await freePort();
    const server = await boot({ DATABASE_URL: url, PORT: String(port) }, port);
    expect(server.health).toEqual({ ok: true });
  });
});
