import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as runMigrations } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** src/server/db and dist/server/db both sit three levels below the project root. */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../src/server/db/migrations',
);

/** An arbitrary constant: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK_ID = 47_112_026;

/** Migrate on one dedicated connection holding an advisory lock. */
export async function migrate(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await runMigrations(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}
