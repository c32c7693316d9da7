/**
 * Groundwork before PostgreSQL became its embedded database kept its data in PGlite files under DATA_DIR/db.
 * Nobody's data is left behind: the app refuses to start beside such files until they are carried over
 * (`npm run cli -- upgrade-data-dir`), which leaves a note in the old directory and keeps its files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { EmbeddedPostgresError } from './errors.js';
import type { EmbeddedFiles } from './files.js';

export const UPGRADE_COMMAND = 'npm run cli -- upgrade-data-dir';

export const previousEngineDir = (dataDir: string) => path.join(dataDir, 'db');
export const carriedOverNote = (dataDir: string) => path.join(previousEngineDir(dataDir), 'CARRIED-OVER.txt');

/** Files of the previous engine that have not been carried over yet. */
export function hasPreviousEngineData(dataDir: string): boolean {
  return (
    fs.existsSync(path.join(previousEngineDir(dataDir), 'PG_VERSION')) &&
    !fs.existsSync(carriedOverNote(dataDir))
  );
}

export function assertPreviousEngineCarriedOver(dataDir: string, files: EmbeddedFiles) {
  if (!hasPreviousEngineData(dataDir)) return;
  throw new EmbeddedPostgresError(
    `${previousEngineDir(dataDir)} holds the data of an earlier Groundwork (its embedded database before PostgreSQL). ` +
      `Carry everything into the new database (${files.cluster}) with: ${UPGRADE_COMMAND}  (the old files stay until you delete them).`,
  );
}
