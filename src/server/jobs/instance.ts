/**
 * Which app process runs a job. Written into a job's locked_by, so a restarted process can tell a job of a
 * dead process on its own machine at once, without waiting for the heartbeat to go stale.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** host:pid:random — the random part tells this process from an earlier one that had the same pid. */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const processAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** True when `lockedBy` names a process of this machine that no longer runs (killed, crashed, restarted). */
export function lockedByDeadProcess(lockedBy: string | null): boolean {
  if (!lockedBy || lockedBy === INSTANCE_ID) return false;
  const [host, pidText] = lockedBy.split(':');
  if (host !== os.hostname() || !pidText) return false;
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // Our own pid under another id: an earlier process that had this pid (a container restarted as pid 1).
  return pid === process.pid || !processAlive(pid);
}
