import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentProcess } from '../host/process-identity.js';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-lock-unit-'));

/** A lock file as a holder that stopped a while ago left it: not touched for a minute. */
function writeOldLock(lockFile: string, text: string) {
  fs.writeFileSync(lockFile, text);
  const aMinuteAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(lockFile, aMinuteAgo, aMinuteAgo);
}
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe.runIf(process.platform === 'linux')('the data directory lock', () => {
  it('names its holder by pid, boot id and start time, and is released', async () => {
    const dbDir = path.join(work, 'a', 'db');
    const release = await acquireDataDirLock(dbDir);
    expect(JSON.parse(fs.readFileSync(`${dbDir}.lock`, 'utf8'))).toEqual({
      ...currentProcess(),
      pidNamespace: fs.readlinkSync('/proc/self/ns/pid'),
    });
    release();
    expect(fs.existsSync(`${dbDir}.lock`)).toBe(false);
  });

  it('refuses a directory a running process holds', async () => {
    const dbDir = path.join(work, 'b', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    // pid 1 runs on every machine; recorded with its own start time it is a live holder.
    const init = fs.readFileSync('/proc/1/stat', 'utf8');
    const startTime = init.slice(init.lastIndexOf(')') + 2).split(' ')[19];
    fs.writeFileSync(`${dbDir}.lock`, JSON.stringify({ pid: 1, bootId: currentProcess().bootId, startTime }));
    await expect(acquireDataDirLock(dbDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('takes over a lock whose pid now belongs to another program (a reboot since)', async () => {
    const dbDir = path.join(work, 'c', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    writeOldLock(
      `${dbDir}.lock`,
      JSON.stringify({ pid: 1, bootId: '00000000-0000-0000-0000-000000000000', startTime: '1' }),
    );
    const release = await acquireDataDirLock(dbDir);
    expect(JSON.parse(fs.readFileSync(`${dbDir}.lock`, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock of a bare pid that no process has', async () => {
    const dbDir = path.join(work, 'd', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    writeOldLock(`${dbDir}.lock`, String(2 ** 22 + 1));
    (await acquireDataDirLock(dbDir))();
  });

  it('refuses a lock whose holder it cannot see (another container) while that holder keeps it fresh', async () => {
    const dbDir = path.join(work, 'e', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    const lockFile = `${dbDir}.lock`;
    // A pid no process has here, as a holder in another pid namespace looks, touching its lock every second.
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid: 2 ** 22 + 3, bootId: currentProcess().bootId, startTime: '5' }),
    );
    const beating = setInterval(() => fs.utimesSync(lockFile, new Date(), new Date()), 1_000);
    try {
      await expect(acquireDataDirLock(dbDir)).rejects.toThrow(/cannot see: another container/);
    } finally {
      clearInterval(beating);
    }
  }, 15_000);

  it('takes over at once the fresh lock of a holder killed a moment ago on this machine and namespace', async () => {
    const dbDir = path.join(work, 'g', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    const { bootId } = currentProcess();
    const pidNamespace = fs.readlinkSync('/proc/self/ns/pid');
    fs.writeFileSync(
      `${dbDir}.lock`,
      JSON.stringify({ pid: 2 ** 22 + 7, bootId, startTime: '5', pidNamespace }),
    );
    const started = Date.now();
    (await acquireDataDirLock(dbDir))();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('takes over a fresh lock of a holder it cannot judge once the lock falls silent', async () => {
    const dbDir = path.join(work, 'f', 'db');
    fs.mkdirSync(path.dirname(dbDir), { recursive: true });
    fs.writeFileSync(`${dbDir}.lock`, String(2 ** 22 + 5));
    const started = Date.now();
    (await acquireDataDirLock(dbDir))();
    expect(Date.now() - started).toBeGreaterThan(4_000);
  }, 15_000);
});
