/**
 * Once per integration run: the PostgreSQL server the tests use (TEST_DATABASE_URL's, or else one started
 * here from the npm-installed programs, as the app starts its own), and one migrated template database that
 * every test file's database is created from (decision 0009, docs/decisions/0009-test-databases-from-a-template.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres/server.js';
import { migrate } from '../db/migrate.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A database on the test server whose role may create and drop databases. */
    postgresUrl: string;
    /** The migrated template database's name. */
    migratedTemplate: string;
  }
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const teardown: (() => Promise<void>)[] = [];
  let postgresUrl = process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-test-server-'));
    const server = await startEmbeddedPostgres({ dataDir });
    teardown.push(async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    postgresUrl = server.url;
  }
  const template = `gw_template_${process.pid}`;
  await adminQuery(postgresUrl, `drop database if exists ${template} with (force)`);
  await adminQuery(postgresUrl, `create database ${template}`);
  const templateUrl = new URL(postgresUrl);
  templateUrl.pathname = `/${template}`;
  await migrate(templateUrl.toString());
  teardown.push(() => adminQuery(postgresUrl, `drop database if exists ${template} with (force)`));
  project.provide('postgresUrl', postgresUrl);
  project.provide('migratedTemplate', template);
  return async () => {
    for (const step of teardown.reverse()) await step();
  };
}
