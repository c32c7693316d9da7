/**
 * Which app process runs a job. Written into a job's locked_by, so a restarted process can tell a job of a
 * dead process on its own machine at once, without waiting for the heartbeat to go stale: one killed (even
 * when it is left a zombie nobody reaps), or from before a reboot, its pid now another program's.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { currentProcess, processIsGone } from '../host/process-identity.js';

const self = currentProcess();

/**
 * host:pid:random:bootId:startTime — the random part tells this process from an earlier one that had the
 * same pid; boot id and start time let another process on this machine check whether this one still runs.
 */
export const INSTANCE_ID = [
  os.hostname(),
  process.pid,
  randomBytes(3).toString('hex'),
  self.bootId ?? '',
  self.startTime ?? '',
].join(':');

/** True when `lockedBy` names a process of this machine that no longer runs (killed, crashed, restarted). */
export function lockedByDeadProcess(lockedBy: string | null): boolean {
  if (!lockedBy || lockedBy === INSTANCE_ID) return false;
  // Ids written by earlier versions end after the random part: their boot id and start time are unknown.
  const [host, pidText, , bootId, startTime] = lockedBy.split(':');
  if (host !== os.hostname() || !pidText) return false;
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  // Our own pid under another id: an earlier process that had this pid (a container restarted as pid 1).
  return pid === process.pid || processIsGone({ pid, bootId: bootId || null, startTime: startTime || null });
}
