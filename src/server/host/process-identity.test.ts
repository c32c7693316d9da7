import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { currentBootId, currentProcess, processIsGone, readProcessStat } from './process-identity.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pids: number[] = [];
afterEach(() => {
  for (const pid of pids.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * A process whose parent never reaps it: the shell starts `sleep` in the background, then becomes another
 * `sleep` itself (exec), which does not wait for children. Resolves with the background sleep's pid.
 */
async function unreapedChild() {
  const shell = spawn('sh', ['-c', 'sleep 60 & echo $!; exec sleep 60'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  pids.push(shell.pid as number);
  const pid = await new Promise<number>((resolve) => shell.stdout.once('data', (d) => resolve(Number(d))));
  pids.push(pid);
  // The shell prints the pid before it becomes `sleep`; until then it would reap a killed child itself.
  const comm = () => readFileSync(`/proc/${shell.pid}/comm`, 'utf8').trim();
  for (let i = 0; i < 250 && comm() !== 'sleep'; i++) await sleep(20);
  return pid;
}

describe.runIf(process.platform === 'linux')('processIsGone', () => {
  it('says this process runs', () => {
    const self = currentProcess();
    expect(self.bootId).toBe(currentBootId());
    expect(self.startTime).toMatch(/^\d+$/);
    expect(processIsGone(self)).toBe(false);
  });

  it('says a killed process is gone while it is still a zombie nobody reaped', async () => {
    const pid = await unreapedChild();
    const recorded = { pid, bootId: currentBootId(), startTime: readProcessStat(pid)?.startTime ?? null };
    expect(processIsGone(recorded)).toBe(false);
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && readProcessStat(pid)?.state !== 'Z'; i++) await sleep(20);
    expect(readProcessStat(pid)?.state).toBe('Z');
    expect(processIsGone(recorded)).toBe(true);
    // An identity from an older lock (pid only) is judged the same way.
    expect(processIsGone({ pid, bootId: null, startTime: null })).toBe(true);
  });

  it('says a pid now held by a process that started at another time, or before a reboot, is gone', () => {
    const self = currentProcess();
    expect(processIsGone({ ...self, startTime: String(Number(self.startTime) - 1) })).toBe(true);
    expect(processIsGone({ ...self, bootId: '00000000-0000-0000-0000-000000000000' })).toBe(true);
  });

  it('says a free pid is gone', () => {
    expect(processIsGone({ pid: 2 ** 22 + 1, bootId: null, startTime: null })).toBe(true);
  });
});
