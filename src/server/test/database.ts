/**
 * Integration tests run once per engine (Vitest projects integration-pglite and integration-postgres).
 * Each test file gets its own fresh, migrated database, and every test starts from empty tables.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type Database, type Engine, openDatabase } from '../db/client.js';

export const testEngine: Engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

function postgresBaseUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: postgresBaseUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A new migrated, empty database on the engine under test; `drop()` removes it. A copy of the run's migrated
 * template (global-setup.ts) when there is one; its `migrate()` then finds nothing to do.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject('migratedTemplate');
  if (testEngine === 'pglite') {
    const database = await openDatabase({ startFrom: template });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const empty = await createPostgresDatabase(template);
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

/**
 * A new database on the TEST_DATABASE_URL server, with a unique name: empty (unmigrated), or a copy of
 * the database named `template`.
 */
export async function createPostgresDatabase(template?: string) {
  const name = `gw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(postgresBaseUrl());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export async function truncateAll(database: Database) {
  const result = await database.db.execute(
    sql`select string_agg(format('%I', tablename), ', ') as tables from pg_tables where schemaname = 'public'`,
  );
  const tables = (result as unknown as { rows: { tables: string | null }[] }).rows[0]?.tables;
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
