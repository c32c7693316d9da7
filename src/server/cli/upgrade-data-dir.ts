/**
 * `npm run cli -- upgrade-data-dir`: carries the data of a Groundwork from before PostgreSQL became its embedded
 * database (PGlite files in DATA_DIR/db) into the new database, and leaves the old files where they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { acquireDataDirLock } from '../db/data-dir-lock.js';
import { carriedOverNote, previousEngineDir } from '../db/embedded-postgres/previous-engine.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { CarryOverError, carryOver } from '../db/previous-engine/carry-over.js';
import { openPreviousEngine } from '../db/previous-engine/open-previous.js';
import { restrictNewFiles, tightenDataDir } from '../private-files.js';
import { CliUsageError } from './context.js';

export const description = "carry an earlier version's embedded database (DATA_DIR/db) into the new one";

const HELP = `Usage: npm run cli -- upgrade-data-dir
Copies every table of DATA_DIR/db (the embedded database of Groundwork before PostgreSQL) into the
database Groundwork now uses (the embedded PostgreSQL in DATA_DIR/postgres, or DATABASE_URL), in one
transaction, and checks each table's rows arrived intact. Stop the app first. The old files stay.`;

export async function run(args: string[]) {
  const { values } = parseArgs({ args, options: { help: { type: 'boolean' } } });
  if (values.help) {
    console.log(HELP);
    return;
  }
  restrictNewFiles();
  const config = loadConfig();
  const oldDir = previousEngineDir(config.dataDir);
  if (!fs.existsSync(path.join(oldDir, 'PG_VERSION'))) {
    throw new CliUsageError(`Nothing to carry over: ${oldDir} holds no database of an earlier Groundwork.`);
  }
  if (fs.existsSync(carriedOverNote(config.dataDir))) {
    console.log(fs.readFileSync(carriedOverNote(config.dataDir), 'utf8').trim());
    return;
  }
  tightenDataDir(config.dataDir);
  // An earlier Groundwork still running on these files holds this lock (db.lock, as it named it).
  const releaseOld = await acquireDataDirLock(oldDir);
  try {
    const database = await openConfiguredDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      carryingOver: true,
      log: (message) => console.error(message),
    });
    try {
      await database.migrate();
      console.log(`Reading ${oldDir}...`);
      const source = await openPreviousEngine(oldDir);
      try {
        const started = performance.now();
        const carried = await carryOver(source, database.url);
        const total = carried.reduce((sum, t) => sum + t.rows, 0);
        const width = Math.max(...carried.map((t) => t.table.length));
        const note = [
          `Carried over into ${database.description} on ${new Date().toISOString()}: ${total.toLocaleString('en-US')} rows in ${carried.length} tables, each checked.`,
          `Groundwork starts on the new database now. Delete ${oldDir} once you no longer need it.`,
        ].join('\n');
        console.log(
          carried
            .map((t) => `  ${t.table.padEnd(width)}  ${t.rows.toLocaleString('en-US').padStart(10)}`)
            .join('\n'),
        );
        console.log(`${note}\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
        fs.writeFileSync(carriedOverNote(config.dataDir), `${note}\n`, { mode: 0o600 });
      } catch (error) {
        if (error instanceof CarryOverError) throw new CliUsageError(error.message);
        throw error;
      } finally {
        await source.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    releaseOld();
  }
}
