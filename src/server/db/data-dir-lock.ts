import fs from 'node:fs';
import path from 'node:path';
import { currentProcess, type ProcessIdentity, processIsGone } from '../host/process-identity.js';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number, { unseen = false } = {}) {
    super(
      `The database in ${dir} is already in use by another Groundwork process (pid ${pid}${unseen ? ', which this one cannot see: another container, or another machine sharing the disk, keeps its lock fresh' : ''}). ` +
        'Stop that process first, or give this one another DATA_DIR. Several app instances share one PostgreSQL through DATABASE_URL (docs/OPERATIONS.md).',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * The holder touches its lock this often. A process in another container (another pid namespace) or on another
 * machine sharing the disk looks gone from here, but its lock stays fresh: a lock touched within SILENT_AFTER_MS
 * is watched until it either changes (a live holder: refused) or falls silent (taken over).
 */
const HEARTBEAT_MS = 2_000;
const SILENT_AFTER_MS = 6_000;

async function stillBeating(lockFile: string): Promise<boolean> {
  const first = fs.statSync(lockFile).mtimeMs;
  while (Date.now() - first < SILENT_AFTER_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      if (fs.statSync(lockFile).mtimeMs !== first) return true;
    } catch {
      return false; // released meanwhile
    }
  }
  return false;
}

interface LockHolder extends ProcessIdentity {
  /** The holder's pid namespace (Linux: the link /proc/self/ns/pid), where its pid means that process. */
  pidNamespace: string | null;
}

function ownPidNamespace(): string | null {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** The holder a lock file names: JSON of its identity, or a bare pid (written by earlier versions). */
function readHolder(lockFile: string): LockHolder | null {
  const text = fs.readFileSync(lockFile, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), bootId: null, startTime: null, pidNamespace: null };
  try {
    const { pid, bootId, startTime, pidNamespace } = JSON.parse(text) as Partial<LockHolder>;
    if (typeof pid !== 'number') return null;
    return { pid, bootId: bootId ?? null, startTime: startTime ?? null, pidNamespace: pidNamespace ?? null };
  } catch {
    return null; // a half-written file of a process killed while it wrote it
  }
}

/** A holder this process can judge by its pid: same machine since boot, same pid namespace. */
const visibleHere = (holder: LockHolder) =>
  holder.bootId !== null &&
  holder.bootId === currentProcess().bootId &&
  holder.pidNamespace !== null &&
  holder.pidNamespace === ownPidNamespace();

/**
 * One app process owns the embedded database server (it starts and stops it), so the first process takes a
 * lock file beside the server's directory naming itself (pid, boot id, start time). A lock whose process is gone is taken over:
 * killed (kill -9, even when left a zombie nobody reaps), or from before a reboot, its pid now another program's;
 * unless the holder ran where this process cannot judge its pid and the lock is still being touched (HEARTBEAT_MS).
 */
export async function acquireDataDirLock(dbDir: string): Promise<() => void> {
  fs.mkdirSync(path.dirname(dbDir), { recursive: true, mode: 0o700 });
  const lockFile = `${dbDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const me: LockHolder = { ...currentProcess(), pidNamespace: ownPidNamespace() };
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          fs.utimesSync(lockFile, now, now);
        } catch {
          // A missing lock is taken again at the next start; nothing to do here.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(heartbeat);
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && holder.pid !== process.pid && !processIsGone(holder)) {
        throw new DataDirLockedError(dbDir, holder.pid);
      }
      // Dead for sure when its pid is judged where it was taken; anywhere else only its silence tells.
      if (!(holder && visibleHere(holder)) && (await stillBeating(lockFile)))
        throw new DataDirLockedError(dbDir, holder?.pid ?? 0, { unseen: true });
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dbDir}; remove ${lockFile} if no Groundwork process is running.`);
}
