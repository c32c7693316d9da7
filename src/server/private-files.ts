/**
 * Everything under DATA_DIR is for the app alone: the embedded database (whose files hold password hashes and
 * voter rows; its server keeps its own directory private), the mail outbox (live reset links), exports, uploads being imported and the session secret.
 * New files get no group or other permissions (umask 077, and explicit modes where the app creates them), and
 * what an older version left readable is tightened at start.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** For the whole process, including libraries that write files. */
export function restrictNewFiles() {
  process.umask(0o077);
}

/**
 * Creates DATA_DIR if needed and takes group and other permissions off it and everything in it (symbolic
 * links are not followed). Returns the paths it could not change, for a warning; the app still starts.
 */
export function tightenDataDir(dataDir: string): string[] {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const failed: string[] = [];
  const tighten = (target: string, mode: number) => {
    try {
      if ((fs.lstatSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode);
    } catch {
      failed.push(target);
    }
  };
  const walk = (dir: string) => {
    // The embedded database server keeps its own directory private (0700, files 0600) and may own it.
    if (dir === path.join(dataDir, 'postgres')) return;
    tighten(dir, PRIVATE_DIR_MODE);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      failed.push(dir);
      return;
    }
    for (const entry of entries) {
      const target = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(target);
      else if (entry.isFile()) tighten(target, PRIVATE_FILE_MODE);
    }
  };
  walk(dataDir);
  return failed;
}
