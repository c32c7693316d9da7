import { and, inArray, isNotNull } from 'drizzle-orm';
import { IMPORT_INTERRUPTED_MESSAGE, UNDO_INTERRUPTED_MESSAGE } from '../../../common/schemas/imports.js';
import type { Db } from '../../db/client.js';
import { importJobs } from '../../db/schema/index.js';
import { failStaleJobs } from '../../jobs/job-lifecycle.js';

export const INTERRUPTED_MESSAGE = IMPORT_INTERRUPTED_MESSAGE;

/**
 * Marks failed the unfinished imports whose instance is gone (a process of this machine that no longer
 * exists, or silent for a minute on any machine): they will never finish, and their stream and the list
 * must say so. Run at start and every half minute (src/server/jobs/job-sweeper.ts).
 */
export async function failInterruptedImports(db: Db): Promise<number> {
  const failed = await failStaleJobs(db, 'import', INTERRUPTED_MESSAGE);
  // An undo job is finished by choosing Undo again, not by importing the file.
  if (failed.length > 0)
    await db
      .update(importJobs)
      .set({ message: UNDO_INTERRUPTED_MESSAGE })
      .where(and(inArray(importJobs.id, failed), isNotNull(importJobs.undoOf)));
  return failed.length;
}
