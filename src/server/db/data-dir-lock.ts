import fs from 'node:fs';
import path from 'node:path';
import { currentProcess, type ProcessIdentity, processIsGone } from '../host/process-identity.js';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database in ${dir} is already in use by another Groundwork process (pid ${pid}). ` +
        'Stop that process first, or give this one another DATA_DIR. Several app instances share one PostgreSQL through DATABASE_URL (docs/OPERATIONS.md).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The holder a lock file names: JSON of its identity, or a bare pid (written by earlier versions). */
function readHolder(lockFile: string): ProcessIdentity | null {
  const text = fs.readFileSync(lockFile, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), bootId: null, startTime: null };
  try {
    const { pid, bootId, startTime } = JSON.parse(text) as Partial<ProcessIdentity>;
    if (typeof pid !== 'number') return null;
    return { pid, bootId: bootId ?? null, startTime: startTime ?? null };
  } catch {
    return null; // a half-written file of a process killed while it wrote it
  }
}

/**
 * One app process owns the embedded database server (it starts and stops it), so the first process takes a
 * lock file beside the server's directory naming itself (pid, boot id, start time). A lock whose process is gone is taken over:
 * killed (kill -9, even when left a zombie nobody reaps), or from before a reboot, its pid now another program's.
 */
export async function acquireDataDirLock(dbDir: string): Promise<() => void> {
  fs.mkdirSync(path.dirname(dbDir), { recursive: true, mode: 0o700 });
  const lockFile = `${dbDir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(currentProcess()), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockFile);
      if (holder && holder.pid !== process.pid && !processIsGone(holder)) {
        throw new DataDirLockedError(dbDir, holder.pid);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dbDir}; remove ${lockFile} if no Groundwork process is running.`);
}
