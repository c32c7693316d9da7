/** `npm run cli -- undo-import [JOB_ID]`: the same undo as Data Management's Undo button. */
import { parseArgs } from 'node:util';
import { formatCount as count } from '../../common/format.js';
import { importJobParams } from '../../common/schemas/imports.js';
import { failInterruptedImports } from '../imports/job/interrupted-imports.js';
import { findLatestImport } from '../imports/stored-voters/change-records.js';
import { undoImport } from '../imports/undo/undo-import.js';
import { CliUsageError, withDatabase } from './context.js';

export const description = 'undo the most recent import (or finish an interrupted undo)';

const USAGE = `Usage: npm run cli -- undo-import [JOB_ID]

  JOB_ID  the import to undo; without it, the command names the most recent import and its id

Only the most recent import can be undone, and only while its change record is kept (the last 3 imports).
Contacts it added are removed, except those volunteers recorded work on or put on a list; what it changed goes
back; contacts it marked inactive become active. Run it again after an interruption to finish.
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR.`;

export async function run(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length > 1) throw new CliUsageError(USAGE);
  await withDatabase(async ({ db }) => {
    await failInterruptedImports(db);
    const given = positionals[0];
    if (given !== undefined && !importJobParams.safeParse({ jobId: given }).success)
      throw new CliUsageError(`"${given}" is not an import id.\n\n${USAGE}`);
    if (given === undefined) {
      // The id is asked for, so running the same command twice cannot undo two imports.
      const latest = await findLatestImport(db);
      if (!latest) throw new CliUsageError('There is no import to undo.');
      throw new CliUsageError(
        `The most recent import is ${latest.originalFilename ?? 'a file'} (${latest.createdAt.toISOString()}). To undo it, run:\n  npm run cli -- undo-import ${latest.id}`,
      );
    }
    const jobId = given;
    // A refused undo (a DomainError) is printed by main.ts as its message alone.
    const { response, done } = await undoImport({
      db,
      jobId,
      userId: null,
      onProgress: ({ processed, total }) =>
        process.stderr.write(`${count(processed)} / ${count(total)} changes undone\n`),
    });
    if (!done) {
      console.log(response.message);
      return;
    }
    const result = await done;
    console.log(
      `Undone (job ${response.jobId}): ${count(result.restored)} contacts restored, ${count(result.reactivated)} made active again, ` +
        `${count(result.removed)} added by the import removed, ${count(result.kept)} kept because volunteers recorded work on them.`,
    );
    for (const kept of result.keptSamples) console.log(`  kept: ${kept.systemId} ${kept.fullName}`);
  });
}
