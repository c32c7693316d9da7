/**
 * Opens the previous engine's files (PGlite, DATA_DIR/db) for the carry-over, migrated to the current schema
 * first, as that release would have done at its next start. PGlite stays a dependency for this alone.
 */
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../migrate.js';

export async function openPreviousEngine(dir: string): Promise<PGlite> {
  // The similar-names search's extensions (migration 0013) live in those files: the engine must load them.
  const engine = await PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch } });
  try {
    await migrate(drizzle({ client: engine }), { migrationsFolder: MIGRATIONS_DIR });
    return engine;
  } catch (error) {
    await engine.close();
    throw error;
  }
}
