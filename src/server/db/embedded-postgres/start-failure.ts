/** What a failed start of the embedded server means for the person running the app: one line, what to do. */
import { EmbeddedPostgresError } from './errors.js';
import type { EmbeddedFiles } from './files.js';

const DISK_FULL = /No space left on device|could not extend file|ENOSPC/i;
const READ_ONLY = /Read-only file system|EROFS/i;
const PORT_TAKEN = /could not bind|Address already in use/i;

const diskFull = (dir: string) =>
  new EmbeddedPostgresError(
    `The disk holding ${dir} is full: free some space there and start Groundwork again.`,
  );
const readOnly = (dir: string) =>
  new EmbeddedPostgresError(
    `${dir} is on a read-only disk: give DATA_DIR a writable directory (or remount the disk read-write) and start again.`,
  );

export function describeStartFailure(serverLog: string, files: EmbeddedFiles, why: string) {
  if (PORT_TAKEN.test(serverLog)) {
    return {
      portTaken: true,
      error: new EmbeddedPostgresError('The database server found no free local port.'),
    };
  }
  if (DISK_FULL.test(serverLog)) return { portTaken: false, error: diskFull(files.cluster) };
  if (READ_ONLY.test(serverLog)) return { portTaken: false, error: readOnly(files.cluster) };
  const fatal = serverLog
    .split('\n')
    .filter((line) => /FATAL|PANIC|ERROR/.test(line))
    .at(-1)
    ?.trim();
  return {
    portTaken: false,
    error: new EmbeddedPostgresError(
      `The database server did not start: ${why}${fatal ? ` (${fatal})` : ''}. Its log is ${files.logFile}.`,
    ),
  };
}

export function describeInitFailure(error: unknown, cluster: string): Error {
  const output = `${(error as { stderr?: string }).stderr ?? ''} ${(error as Error).message}`;
  if (DISK_FULL.test(output)) return diskFull(cluster);
  if (READ_ONLY.test(output)) return readOnly(cluster);
  const line = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .at(-1);
  return new EmbeddedPostgresError(`Could not create the database in ${cluster}: ${line}`);
}
