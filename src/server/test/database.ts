/**
 * Integration tests run against PostgreSQL (global-setup.ts: TEST_DATABASE_URL's server, or one started from
 * the npm-installed programs). Each test file gets its own fresh, migrated database, and every test starts from
 * empty tables.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { firstRow } from '../db/rows.js';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new migrated, empty database; `drop()` removes it. A copy of the run's migrated template
 * (global-setup.ts), so its `migrate()` finds nothing to do.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const empty = await createPostgresDatabase(inject('migratedTemplate'));
  const database = await openDatabase({ databaseUrl: empty.url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new database on the test server, with a unique name: empty (unmigrated), or a copy of `template`. */
export async function createPostgresDatabase(template?: string) {
  const name = `gw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
export async function truncateAll(database: Database) {
  const row = await firstRow<{ tables: string | null }>(
    database.db,
    sql`select string_agg(format('%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
  );
  const tables = row?.tables;
  if (!tables) return;
  // The app under test may still be finishing background work from the last test (an export the sweeper
  // picked up), whose locks can meet the truncate's in a deadlock; PostgreSQL then cancels one side.
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
      return;
    } catch (error) {
      if (attempt >= 5 || !isDeadlock(error)) throw error;
    }
  }
}

const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '40P01' || isDeadlock((error as { cause?: unknown }).cause));

/** Use in a test file: `const t = setupTestDatabase();` then `t.db` inside tests. */
export function setupTestDatabase() {
  let handle: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  beforeEach(async () => {
    if (handle) await truncateAll(handle.database);
  });
  afterAll(async () => {
    await handle?.drop();
  });
  return {
    get database() {
      if (!handle) throw new Error('The test database is not ready yet');
      return handle.database;
    },
    get db() {
      return this.database.db;
    },
  };
}
