/**
 * The import job, for the upload and the CLI alike: a ballot file and a vote history file go to their own imports; a voter file is
 * read through a VoterImportRun (voter-import-run.ts), after the mass-deactivation guard for a full refresh and
 * with the contacts' indexes set aside for a large first load. A failure ends the job with the file's problem,
 * or with a general message for anything else.
 */
import { INSTANCE_ID } from '../../jobs/instance.js';
import { keepAlive } from '../../jobs/job-lifecycle.js';
import { importBallots, peekBallotLayout } from '../ballots/import-ballots.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { updateImportJob } from '../job/import-jobs.js';
import { ImportTally, type ImportTotals } from '../job/import-tally.js';
import type { RunImportOptions } from '../job/run-import-options.js';
import { pruneChangeRecords } from '../stored-voters/change-records.js';
import { vacuumContacts } from '../stored-voters/upsert-voters.js';
import { importVoteHistory, peekHistoryLayout } from '../vote-history/import-vote-history.js';
import { checkDeactivationGuard } from './deactivation-guard.js';
import { deferIndexes, isLargeLoad, rebuildDeferredIndexes } from './deferred-indexes.js';
import { readAllRows, VoterImportRun } from './voter-import-run.js';

const UNEXPECTED =
  'The import stopped because of a problem on the server. Nothing after the last saved chunk was changed; try again, and if it happens again tell the person who runs Groundwork.';

export async function runImport(options: RunImportOptions): Promise<ImportTotals> {
  const { db, jobId } = options;
  // Beats while one step takes long (counting a big file's rows, a full refresh's deactivation).
  const stopBeating = keepAlive(db, 'import', jobId);
  try {
    return await importRows(options);
  } catch (error) {
    const known = error instanceof ImportFileError;
    if (!known) options.log?.error({ err: error, jobId }, 'import failed');
    await updateImportJob(db, jobId, {
      status: 'failed',
      phase: 'failed',
      message: known ? error.message : UNEXPECTED,
      completedAt: new Date(),
    });
    throw error;
  } finally {
    stopBeating();
  }
}

/** The import's steps: analyse, read the rows into chunks as they are written, check, complete. */
async function importRows(options: RunImportOptions): Promise<ImportTotals> {
  const { db, jobId, source } = options;
  await updateImportJob(db, jobId, {
    status: 'processing',
    phase: 'analyzing',
    startedAt: new Date(),
    lockedBy: INSTANCE_ID,
  });
  // A ballot file (the election under way) and a voter history file go through the same upload; neither
  // deactivates anyone.
  const ballots = await peekBallotLayout(source);
  if (ballots) {
    const ballotTotals = await importBallots(options, ballots, await source.countRows());
    return { ...new ImportTally().totals, ...ballotTotals, deactivated: 0 };
  }
  const history = await peekHistoryLayout(source);
  if (history) {
    const historyTotals = await importVoteHistory(options, history, await source.countRows());
    return { ...new ImportTally().totals, ...historyTotals };
  }
  if (options.full && !options.dryRun && !options.skipGuard)
    await checkDeactivationGuard(db, source, options.confirmDeactivate, options.counties);
  const fileRows = await source.countRows();
  const run = new VoterImportRun(options, fileRows);
  try {
    const deferred =
      !options.dryRun &&
      (await isLargeLoad(db, 'contacts', fileRows)) &&
      (await deferIndexes(db, 'contacts')) > 0;
    try {
      await readAllRows(source, run);
    } finally {
      if (deferred) {
        await updateImportJob(db, jobId, { phase: 'indexing' });
        await rebuildDeferredIndexes(db);
      }
    }
    run.checkSomethingWasImported();
    await options.beforeComplete?.();
    await run.complete();
  } finally {
    run.dispose();
  }
  if (!options.dryRun) {
    await pruneChangeRecords(db);
    await vacuumContacts(db);
  }
  run.reportFinalProgress();
  return run.tally.totals;
}
