/**
 * A server left running by an app that was killed (kill -9, a power-cut of the app alone): its
 * `postmaster.pid` names it. The next start stops it cleanly and starts its own, so a stale server never
 * serves an app that did not start it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readProcessStat } from '../../host/process-identity.js';

/** The pid on the first line of `postmaster.pid`, when that process still runs and is a PostgreSQL server. */
export function runningServerPid(cluster: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  // After a reboot the pid may be any program's: only a process named postgres is taken for the server.
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? pid : null;
  } catch {
    return fs.existsSync('/proc/self') ? null : pid;
  }
}

/** Gone, or a zombie: ended, waiting for its new parent (init) to reap it, which may take a while. */
const isGone = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return true;
  }
  return readProcessStat(pid)?.state === 'Z';
};

/** Sends `signal` and waits up to `ms` for the process to end. */
async function signalAndWait(pid: number, signal: NodeJS.Signals, ms: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return true;
  }
  for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(50)) if (isGone(pid)) return true;
  return isGone(pid);
}

/**
 * Stops the server a killed app left behind: a fast shutdown (SIGINT: sessions ended, a clean checkpoint),
 * then an immediate one (SIGQUIT: recovery at the next start) if it hangs. Returns its pid, or null.
 */
export async function stopOrphanedServer(cluster: string): Promise<number | null> {
  const pid = runningServerPid(cluster);
  if (pid === null) return null;
  if (!(await signalAndWait(pid, 'SIGINT', 15_000)) && !(await signalAndWait(pid, 'SIGQUIT', 5_000))) {
    await signalAndWait(pid, 'SIGKILL', 5_000);
  }
  return pid;
}
