/**
 * Errors at start that mean something to the person starting the app (a setting, a locked or unusable
 * DATA_DIR, the database server): one line that says what to do, never a stack trace.
 */
import { ConfigError } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { EmbeddedPostgresError } from './db/embedded-postgres/errors.js';

const FILE_SYSTEM: Record<string, (file: string) => string> = {
  EROFS: (file) => `${file} is on a read-only disk: give DATA_DIR a writable directory and start again.`,
  EACCES: (file) =>
    `No permission to write ${file}: give DATA_DIR a directory this user may write, or fix its owner.`,
  EPERM: (file) => `No permission to change ${file}: give DATA_DIR a directory this user owns.`,
  ENOSPC: (file) => `The disk holding ${file} is full: free some space there and start again.`,
  EADDRINUSE: () =>
    'The port is already in use by another program: stop it or start Groundwork with another PORT.',
};

/** The line to print for `error`, or null when it is a fault (printed with its stack). */
export function describeStartupError(error: unknown): string | null {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedPostgresError
  ) {
    return error.message;
  }
  const { code, path, port, syscall } = error as {
    code?: string;
    path?: string;
    port?: number;
    syscall?: string;
  };
  // Node's recursive mkdir reports a directory it could not make on a read-only disk as missing.
  if (code === 'ENOENT' && syscall === 'mkdir')
    return `Could not create ${path}: the disk is read-only or a folder above it is missing. Give DATA_DIR a writable directory and start again.`;
  const explain = code ? FILE_SYSTEM[code] : undefined;
  if (!explain) return null;
  if (code === 'EADDRINUSE' && port)
    return `Port ${port} is already in use by another program: stop it or start Groundwork with another PORT.`;
  return explain(path ?? 'DATA_DIR');
}
