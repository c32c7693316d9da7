/**
 * Demo voters loaded from the browser, as an import job: a row in import_jobs (file type "demo") that the
 * import progress stream, the import history and the sweeper of interrupted jobs already understand.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { formatCount } from '../../common/format.js';
import { importCompleteMessage } from '../../common/schemas/imports.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { createImportJob, updateImportJob } from '../imports/job/import-jobs.js';
import { storeVoteHistory } from '../imports/vote-history/store-vote-history.js';
import { DEMO_FILE_TYPE } from '../jobs/demo-job-kind.js';
import { INSTANCE_ID } from '../jobs/instance.js';
import { keepAlive } from '../jobs/job-lifecycle.js';
import { generateHistory, historyEntries } from './generate-history.js';
import { generateVoters } from './generate-voters.js';
import { loadVoters } from './load-into-database.js';

const FAILED_MESSAGE = 'Loading the demo voters failed. The voters loaded so far are kept; try again.';

/** Returns once the job row exists; `done` settles when the voters are in. */
export async function startDemoDataJob(
  db: Db,
  options: { userId: string; count: number; log: FastifyBaseLogger },
) {
  const { userId, count, log } = options;
  const fileName = `Demo voters (${formatCount(count)})`;
  const job = await createImportJob(db, {
    uploadId: randomUUID(),
    userId,
    originalFilename: fileName,
    filePath: '',
    fileType: DEMO_FILE_TYPE,
    fileSizeBytes: 0,
    full: false,
    // Nothing of what it adds is recorded for an undo: a wipe is how demo voters go.
    recordsChanges: false,
  });
  const done = (async () => {
    const stopBeating = keepAlive(db, 'import', job.id);
    try {
      await updateImportJob(db, job.id, {
        status: 'processing',
        phase: 'importing',
        totalRows: count,
        startedAt: new Date(),
        lockedBy: INSTANCE_ID,
      });
      // The same seed gives the same voters: loading again adds none twice (they are skipped by voter id).
      // Progress writes go one after another, and all are done before the completion is written.
      let progressWrites = Promise.resolve();
      const { read, added } = await loadVoters(db, generateVoters({ count, seed: 1 }), {
        batchSize: 1_000,
        progressEvery: 1_000,
        onProgress: (processed) => {
          progressWrites = progressWrites
            .then(() => updateImportJob(db, job.id, { processed }))
            .catch(() => undefined);
        },
      });
      await progressWrites;
      // Their vote history too (the same seed, so loading again adds none): the Voting History section,
      // the turnout filters and Our Impact's reliable supporters then have something to show.
      const history = () => historyEntries(generateHistory(generateVoters({ count, seed: 1 }), { seed: 1 }));
      let historyRows = 0;
      for (const _ of history()) historyRows++;
      await updateImportJob(db, job.id, { phase: 'history', processed: 0, totalRows: historyRows });
      await storeVoteHistory(db, history(), {
        onChunk: async (stored) => {
          await updateImportJob(db, job.id, { processed: stored });
        },
      });
      await db.transaction(async (tx) => {
        await recordAudit(tx, {
          action: 'import',
          tableName: 'contacts',
          recordId: job.id,
          userId,
          newValue: fileName,
          metadata: { jobId: job.id, fileName, demo: true, processed: read, inserted: added },
        });
        await updateImportJob(tx, job.id, {
          status: 'completed',
          phase: 'completed',
          processed: read,
          totalRows: read,
          inserted: added,
          unchanged: read - added,
          message: importCompleteMessage(read, 0),
          completedAt: new Date(),
        });
      });
    } catch (error) {
      log.error({ err: error, jobId: job.id }, 'loading demo voters failed');
      await updateImportJob(db, job.id, {
        status: 'failed',
        phase: 'failed',
        message: FAILED_MESSAGE,
        completedAt: new Date(),
      }).catch(() => undefined);
      throw error;
    } finally {
      stopBeating();
    }
  })();
  return { job, done };
}
