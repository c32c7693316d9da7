import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Db } from './client.js';

/** src/server/db and dist/server/db both sit three levels below the project root. */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/server/db/migrations',
);

/** An arbitrary constant: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK_ID = 47_112_026;

/** Drizzle's migrators share one implementation (dialect.migrate), so this one serves PGlite too. */
export async function migrateEmbedded(db: Db) {
  await migrate(db as never, { migrationsFolder: MIGRATIONS_DIR });
}

/** On a shared server, migrate on one dedicated connection holding an advisory lock. */
export async function migratePostgres(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}
