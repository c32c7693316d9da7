/**
 * Memory and CPU of processes, read from /proc (Linux): a process's RSS and PSS, and the processes of the
 * embedded PostgreSQL server (the postmaster named on line 1 of `<cluster>/postmaster.pid` and its children).
 * The app and its database server are separate processes, so the memory of "the app" is the Node process plus
 * the PostgreSQL processes. Their shared buffers are mapped by every PostgreSQL process: PSS (proportional set
 * size) counts each shared page once in the sum, where adding RSS would count it once per process.
 */
import fs from 'node:fs';
import { runningServerPid } from '../src/server/db/embedded-postgres/orphan.js';

const MB = 1024; // /proc reports kB

/** A "Name:   1234 kB" field of /proc/<pid>/smaps_rollup or /proc/<pid>/status, in kB (0 when absent). */
export function kbField(text: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** The fields after the command name of /proc/<pid>/stat (the name may hold spaces and parentheses). */
export function statFields(stat: string): string[] {
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .trim()
    .split(' ');
}

/** USER_HZ: the unit of the CPU times in /proc/<pid>/stat, 100 on every Linux Node runs on. */
const CLOCK_TICKS = 100;

/** The process's parent pid and its CPU seconds (own, and of its children it has reaped), from /proc/<pid>/stat. */
export function parseStat(stat: string) {
  const f = statFields(stat).map(Number);
  // After the name: state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime cutime cstime
  const at = (i: number) => f[i] ?? 0;
  return {
    ppid: at(1),
    cpuSeconds: (at(11) + at(12)) / CLOCK_TICKS,
    childrenCpuSeconds: (at(13) + at(14)) / CLOCK_TICKS,
  };
}

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended, or /proc is not there
  }
};

export interface Memory {
  rssMb: number;
  pssMb: number;
}

/** RSS and PSS of one process (zeros once it has ended). */
export function processMemory(pid: number): Memory {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  if (rollup !== null) return { rssMb: kbField(rollup, 'Rss') / MB, pssMb: kbField(rollup, 'Pss') / MB };
  const status = read(`/proc/${pid}/status`);
  const rss = status === null ? 0 : kbField(status, 'VmRSS') / MB;
  return { rssMb: rss, pssMb: rss };
}

/** The pids whose parent is `pid` (what `ps --ppid` lists), by one pass over /proc. */
export function childPids(pid: number): number[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (stat !== null && parseStat(stat).ppid === pid) children.push(Number(entry));
  }
  return children;
}

/** The running server of a cluster (DATA_DIR/postgres): its postmaster, then the postmaster's children. */
export function postgresPids(cluster: string): number[] {
  const postmaster = runningServerPid(cluster);
  return postmaster === null ? [] : [postmaster, ...childPids(postmaster)];
}

export interface PostgresMemory extends Memory {
  /** How many processes the figures add up (postmaster, background workers, one per connection). */
  processes: number;
}

/** The summed memory of a cluster's server processes (zeros when it does not run). */
export function postgresMemory(cluster: string): PostgresMemory {
  const pids = postgresPids(cluster);
  let rssMb = 0;
  let pssMb = 0;
  for (const pid of pids) {
    const m = processMemory(pid);
    rssMb += m.rssMb;
    pssMb += m.pssMb;
  }
  return { processes: pids.length, rssMb, pssMb };
}

/**
 * CPU seconds the cluster's server has used so far: the postmaster's own and its reaped children's (every
 * connection that ended), plus the children still running. Take the difference of two readings, the second
 * after `settled` (a connection that just closed counts nowhere until the postmaster has reaped its process).
 */
export function postgresCpuSeconds(cluster: string): number {
  const postmaster = runningServerPid(cluster);
  if (postmaster === null) return 0;
  const stat = read(`/proc/${postmaster}/stat`);
  if (stat === null) return 0;
  const own = parseStat(stat);
  let total = own.cpuSeconds + own.childrenCpuSeconds;
  for (const child of childPids(postmaster)) {
    const childStat = read(`/proc/${child}/stat`);
    if (childStat !== null) total += parseStat(childStat).cpuSeconds;
  }
  return total;
}

/** Waits for the postmaster to reap the processes of connections just closed, then reads postgresCpuSeconds. */
export async function settledPostgresCpuSeconds(cluster: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return postgresCpuSeconds(cluster);
}

/** The highest value `probe` gave, read every `everyMs` until stop(); reset() starts again from now. */
export function peakOf(probe: () => number, everyMs = 250) {
  let peak = probe();
  const timer = setInterval(() => {
    peak = Math.max(peak, probe());
  }, everyMs);
  timer.unref();
  return {
    peak: () => Math.max(peak, probe()),
    reset: () => {
      peak = probe();
    },
    stop: () => clearInterval(timer),
  };
}

export const mb = (n: number) => `${Math.round(n)} MB`;
