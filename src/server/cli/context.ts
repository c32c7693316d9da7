import path from 'node:path';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { restrictNewFiles, tightenDataDir } from '../private-files.js';

/** A mistake in how a command was called: printed without a stack, exit code 2. */
export class CliUsageError extends Error {}

/** Opens the configured database (migrated), runs the work, and closes it again. */
export async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  restrictNewFiles();
  const config = loadConfig();
  tightenDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
