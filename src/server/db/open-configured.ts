/**
 * The database the configuration names: DATABASE_URL's server, or (without it) the embedded PostgreSQL under
 * DATA_DIR, started here and stopped when the database is closed.
 */
import { type Database, openDatabase } from './client.js';
import { startEmbeddedPostgres } from './embedded-postgres/server.js';

export interface ConfiguredDatabase extends Database {
  /** For the start-up line: "PostgreSQL at DATABASE_URL" or where the embedded server keeps its files. */
  description: string;
  /** Called if the embedded server ends under the app (never for DATABASE_URL, whose server is not ours). */
  onServerLost(listener: (how: string) => void): void;
}

export async function openConfiguredDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  log?: (message: string) => void;
  carryingOver?: boolean;
}): Promise<ConfiguredDatabase> {
  if (options.databaseUrl) {
    const database = await openDatabase({ databaseUrl: options.databaseUrl, poolSize: options.poolSize });
    return { ...database, description: 'PostgreSQL (DATABASE_URL)', onServerLost: () => undefined };
  }
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    log: options.log,
    carryingOver: options.carryingOver,
  });
  try {
    const database = await openDatabase({ databaseUrl: server.url, poolSize: options.poolSize });
    return {
      ...database,
      description: `the embedded PostgreSQL in ${options.dataDir}`,
      onServerLost: (listener) => server.onUnexpectedExit(listener),
      close: async () => {
        await database.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
