/** What an import run is given, whatever the file turns out to hold (voters or vote history). */
import type { Db } from '../../db/client.js';
import type { RowSource } from '../file-formats/row-source.js';
import type { OnImportProgress } from './import-progress.js';

export interface RunImportOptions {
  db: Db;
  jobId: string;
  /** The file, opened (and so checked) before the job was created. */
  source: RowSource;
  fileName: string;
  full: boolean;
  /**
   * A folder of county files read as one: the county codes of the files given. A full refresh then marks
   * inactive only the missing voters of these counties, never those of a county whose file was not given.
   */
  counties?: readonly string[];
  userId: string | null;
  /** Compare only: count and sample what the import would do, write no contact, phone or email. */
  dryRun?: boolean;
  /** The number of contacts a full refresh will deactivate, confirmed by the admin (the guard's answer). */
  confirmDeactivate?: number;
  /** The CLI's --yes: no mass-deactivation guard. */
  skipGuard?: boolean;
  chunkSize?: number;
  /** Called after each chunk and at the end (the CLI's progress bar). */
  onProgress?: OnImportProgress;
  log?: { error: (obj: unknown, msg: string) => void };
  /**
   * Runs once every row is read, before the job is marked completed: a preview keeps its file here, so a preview
   * anyone sees completed can be applied at once.
   */
  beforeComplete?: () => Promise<void>;
}
