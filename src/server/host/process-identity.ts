/**
 * Who a process is, beyond its pid: a pid is reused once its process is gone (after a reboot it may belong
 * to any program) and a killed process stays in the table as a zombie until its parent reaps it, so
 * `kill(pid, 0)` alone says "alive" for both. On Linux the start time (field 22 of /proc/<pid>/stat, in
 * clock ticks since boot) and the boot id tell one process from any other that ever had its pid.
 */
import fs from 'node:fs';

export interface ProcessIdentity {
  pid: number;
  /** /proc/sys/kernel/random/boot_id; null where /proc is missing (not Linux). */
  bootId: string | null;
  /** Field 22 of /proc/<pid>/stat; null where /proc is missing. */
  startTime: string | null;
}

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

export function currentBootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** The state letter (field 3) and start time (field 22) of a process, or null when it has no /proc entry. */
export function readProcessStat(pid: number): { state: string; startTime: string } | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // Field 2 is the command in parentheses and may itself hold spaces and parentheses: count after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]];
  return state && startTime ? { state, startTime } : null;
}

const hasProcFs = () => fs.existsSync('/proc/self/stat');

let self: ProcessIdentity | undefined;
/** This process, read once. */
export function currentProcess(): ProcessIdentity {
  self ??= {
    pid: process.pid,
    bootId: currentBootId(),
    startTime: readProcessStat(process.pid)?.startTime ?? null,
  };
  return self;
}

const signalSaysAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * True when the process `who` names no longer runs: the machine rebooted since, its pid is free, is a
 * zombie, or now belongs to a process that started at another time. What was not recorded (a lock or job
 * written by an older version) is not compared; without /proc only the pid is asked.
 */
export function processIsGone(who: ProcessIdentity): boolean {
  if (!Number.isSafeInteger(who.pid) || who.pid <= 0) return true;
  if (!hasProcFs()) return !signalSaysAlive(who.pid);
  const boot = currentBootId();
  if (who.bootId && boot && who.bootId !== boot) return true;
  const stat = readProcessStat(who.pid);
  if (stat === null) return true;
  // Z: killed, waiting for its parent to reap it; X: being removed.
  if (stat.state === 'Z' || stat.state === 'X') return true;
  return who.startTime !== null && who.startTime !== stat.startTime;
}
