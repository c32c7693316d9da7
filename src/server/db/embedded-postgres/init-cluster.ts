/**
 * The first start: `initdb` into a directory beside the final one, renamed into place once complete, so an
 * app killed half-way leaves no half-made cluster to trip over the next start.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { EMBEDDED_ROLE } from './files.js';
import { clusterLocation, type ServerUser } from './server-user.js';
import { describeInitFailure } from './start-failure.js';

export interface InitOptions {
  initdb: string;
  cluster: string;
  password: string;
  user: ServerUser | null;
}

export async function initCluster({ initdb, cluster, password, user }: InitOptions) {
  const building = `${cluster}.initdb`;
  fs.rmSync(building, { recursive: true, force: true });
  // initdb reads the password from a file; the server's user must be able to read it.
  const pwfile = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'gw-initdb-')),
    randomBytes(6).toString('hex'),
  );
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    fs.mkdirSync(building, { mode: 0o700 });
    if (user) {
      fs.chownSync(path.dirname(pwfile), user.uid, user.gid);
      fs.chownSync(pwfile, user.uid, user.gid);
      fs.chownSync(building, user.uid, user.gid);
    }
    const { dataDirArg, cwd } = clusterLocation(building, user);
    await promisify(execFile)(
      initdb,
      [
        '-D',
        dataDirArg,
        '-U',
        EMBEDDED_ROLE,
        '--auth=scram-sha-256',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        // Byte order for text, the same on every platform and with every C library: the voter lists sort the
        // same after an OS upgrade, and indexes never need rebuilding for a new collation version.
        '--locale=C',
      ],
      { cwd, ...(user ? { uid: user.uid, gid: user.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    fs.renameSync(building, cluster);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw describeInitFailure(error, cluster);
  } finally {
    fs.rmSync(path.dirname(pwfile), { recursive: true, force: true });
  }
}
