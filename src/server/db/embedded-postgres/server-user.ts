/**
 * PostgreSQL refuses to run as root. When the app runs as root (CI, a container started without a user), the
 * server runs as the system user `postgres`, created when missing, and its directory is handed to that user.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';

export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const SERVER_USER = 'postgres';

/** The account's uid and gid from /etc/passwd (no PATH needed: the app may be started with none). */
function lookUp(): { uid: number; gid: number } | null {
  let passwd: string;
  try {
    passwd = fs.readFileSync('/etc/passwd', 'utf8');
  } catch {
    return null;
  }
  const fields = passwd
    .split('\n')
    .find((line) => line.startsWith(`${SERVER_USER}:`))
    ?.split(':');
  return fields ? { uid: Number(fields[2]), gid: Number(fields[3]) } : null;
}

const USERADD = ['/usr/sbin/useradd', '/sbin/useradd'];

/** The account the server runs as: null for the app's own (not root), else `postgres`. */
export function serverUser(): ServerUser | null {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const found = lookUp();
  if (found) return { name: SERVER_USER, ...found };
  const useradd = USERADD.find((file) => fs.existsSync(file)) ?? 'useradd';
  try {
    execFileSync(
      useradd,
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER],
      {
        stdio: 'ignore',
      },
    );
    const created = lookUp();
    if (created) return { name: SERVER_USER, ...created };
  } catch {
    // Reported below.
  }
  throw new EmbeddedPostgresError(
    `Groundwork runs as root here, PostgreSQL will not, and the system user "${SERVER_USER}" could not be created: create it (useradd --system ${SERVER_USER}) or run Groundwork as an ordinary user.`,
  );
}

/** Whether `user` may pass through `dir` (search permission), by its mode bits. */
function canTraverse(dir: string, user: ServerUser): boolean {
  const stat = fs.statSync(dir);
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/** Fails with what to do when `user` cannot reach `target` (e.g. DATA_DIR under /root, closed to others). */
export function assertReachable(target: string, user: ServerUser, what: string) {
  let dir = path.dirname(path.resolve(target));
  const closed: string[] = [];
  for (;;) {
    if (!canTraverse(dir, user)) closed.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  if (closed.length > 0) {
    throw new EmbeddedPostgresError(
      `Groundwork runs as root and its PostgreSQL as the user "${user.name}", who cannot reach ${what} (${target}): ${closed.at(-1)} is closed to other users. Move it (for DATA_DIR, e.g. DATA_DIR=/var/lib/groundwork) or run Groundwork as an ordinary user.`,
    );
  }
}

/**
 * How the server's programs are pointed at the cluster. As root, DATA_DIR may sit under a directory closed to
 * other users (a home directory, a 0700 temporary directory), so the server's user could not walk the path to
 * it. The child changes into the cluster while still root (Node changes the directory before it drops to the
 * user) and is then given `/proc/self/cwd`, a link the kernel resolves to that process's own directory without
 * walking the path again. Its forked processes inherit the directory, so it holds for them too.
 */
export function clusterLocation(
  cluster: string,
  user: ServerUser | null,
): { dataDirArg: string; cwd?: string } {
  if (user && process.platform === 'linux') return { dataDirArg: '/proc/self/cwd', cwd: cluster };
  return { dataDirArg: cluster };
}

/** Hands `target` and everything under it to `user` (a copied or restored directory arrives as root's). */
export function giveTo(target: string, user: ServerUser) {
  const stat = fs.statSync(target);
  if (stat.uid === user.uid) return;
  const walk = (entry: string) => {
    fs.lchownSync(entry, user.uid, user.gid);
    if (fs.lstatSync(entry).isDirectory())
      for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(target);
}
