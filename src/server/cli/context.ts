import { loadConfig } from '../config.js';
import { type ConfiguredDatabase, openConfiguredDatabase } from '../db/open-configured.js';
import { restrictNewFiles, tightenDataDir } from '../private-files.js';

/** A mistake in how a command was called: printed without a stack, exit code 2. */
export class CliUsageError extends Error {}

/** Opens the configured database (migrated), runs the work, and closes it again. */
export async function withDatabase<T>(work: (database: ConfiguredDatabase) => Promise<T>): Promise<T> {
  restrictNewFiles();
  const config = loadConfig();
  tightenDataDir(config.dataDir);
  const database = await openConfiguredDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => console.error(message),
  });
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}
