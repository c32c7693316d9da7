/**
 * Once per run of an integration project: one migrated database that every test file's database starts as a
 * copy of. A new in-memory PGlite runs initdb (about 4 s) and every new database the migrations, once per
 * test file; a copy of the migrated template opens in under a second (DECISIONS.md, "Test databases start
 * from a migrated template").
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { createPostgresDatabase } from './database.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite: a dump of the migrated data directory. PostgreSQL: the migrated template database's name. */
    migratedTemplate: string;
  }
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./migrated-template.ts', import.meta.url));

const makeTemplate = (target: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', SCRIPT, target], { cwd: ROOT });

export default async function setup(project: TestProject) {
  if (project.config.env.TEST_ENGINE === 'postgres') {
    const template = await createPostgresDatabase();
    await makeTemplate(template.url);
    project.provide('migratedTemplate', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-test-template-'));
  const dumpFile = path.join(workspace, 'migrated.tar');
  await makeTemplate(dumpFile);
  project.provide('migratedTemplate', dumpFile);
  return () => fs.rmSync(workspace, { recursive: true, force: true });
}
