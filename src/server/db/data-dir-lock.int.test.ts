/**
 * The embedded database's lock after a crash: a server killed with kill -9 whose parent never reaps it stays
 * a zombie with its pid, and `kill(pid, 0)` says such a pid is alive. The restarted server must still take
 * over the lock, stop the database server the dead one left running, and open its own data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../test/server-process.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-lock-crash-'));
const dataDir = path.join(work, 'data');
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const procState = (pid: number) => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};
const lockHolder = () => {
  const holder = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres.lock'), 'utf8'));
  return typeof holder === 'number' ? holder : holder.pid;
};

describe.runIf(process.platform === 'linux')('a server killed and left unreaped', () => {
  it('is restarted on its own data: its zombie does not hold the lock', { timeout: 120_000 }, async () => {
    const first = await startServer({ dataDir, unreaped: true });
    servers.push(first);
    const cookie = await first.signIn();
    expect(lockHolder()).toBe(first.pid);
    expect(first.pid).not.toBe(first.child.pid); // the server is this process's grandchild

    await first.crash();
    expect(procState(first.pid)).toBe('Z'); // killed, never reaped: kill(pid, 0) still succeeds
    expect(() => process.kill(first.pid, 0)).not.toThrow();

    const next = await startServer({ dataDir, unreaped: true });
    servers.push(next);
    expect(lockHolder()).toBe(next.pid);
    // The same database: the session the first server stored still signs in.
    const me = await next.request('/api/auth/user', { cookie });
    expect(me.status, await me.clone().text()).toBe(200);
  });
});
