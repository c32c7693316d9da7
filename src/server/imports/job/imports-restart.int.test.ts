/**
 * A process killed mid-import (kill -9 of a child running the import): at the next start the job is marked
 * failed, the rows saved so far match the job's counts, and importing the file again finishes the work.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { contacts, importJobs } from '../../db/schema/index.js';
import { generateVoters } from '../../demo-data/generate-voters.js';
import { createPostgresDatabase } from '../../test/database.js';
import { exited } from '../../test/server-child.js';
import { folderForThisFile } from '../../test/temp-folders.js';
import { writeFloridaTxt } from '../test/write-florida-txt.js';
import { failInterruptedImports, INTERRUPTED_MESSAGE } from './interrupted-imports.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const VOTERS = 20_000;
const work = folderForThisFile('gw-import-kill-');

async function target(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const empty = await createPostgresDatabase();
  return {
    env: { DATABASE_URL: empty.url },
    open: () => openDatabase({ databaseUrl: empty.url }),
    drop: empty.drop,
  };
}

function runCliImport(file: string, env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/main.ts', 'import', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(work, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves when the child has reported its second saved chunk. */
function afterSecondChunk(child: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (data) => {
      output += data;
      if (/chunk [2-9]\d*\//.test(output)) resolve();
    });
    child.on('exit', () => reject(new Error(`the import ended before it could be killed:\n${output}`)));
  });
}

describe('an import killed mid-way', () => {
  it('is marked failed at the next start, keeps consistent rows, and a re-import finishes it', {
    timeout: 480_000,
  }, async () => {
    const file = path.join(work, 'LEO_20261101.txt');
    await writeFloridaTxt(file, generateVoters({ count: VOTERS, seed: 7 }));
    const { env, open, drop } = await target();
    let database: Database | undefined;
    try {
      const child = runCliImport(file, env);
      await afterSecondChunk(child);
      child.kill('SIGKILL');
      await exited(child);

      database = await open();
      await database.migrate();
      expect(await failInterruptedImports(database.db)).toBe(1);
      const [job] = await database.db.select().from(importJobs);
      expect(job).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
      const saved = (await database.db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0]?.n;
      expect(job?.inserted).toBeGreaterThan(0);
      expect(job?.inserted).toBeLessThan(VOTERS);
      // Each chunk and the job's counts commit together: what the job says is exactly what is stored.
      expect(saved).toBe(job?.inserted);
      await database.close();
      database = undefined;

      const again = runCliImport(file, env);
      let output = '';
      again.stdout?.on('data', (d) => {
        output += d;
      });
      expect(await exited(again)).toBe(0);
      expect(output).toMatch(/0 errors/);

      database = await open();
      const total = (await database.db.select({ n: sql<number>`count(*)::int` }).from(contacts))[0]?.n;
      expect(total).toBe(VOTERS);
      const [second] = await database.db.select().from(importJobs).where(eq(importJobs.status, 'completed'));
      expect(second).toMatchObject({ inserted: VOTERS - (saved ?? 0), unchanged: saved });
    } finally {
      await database?.close();
      await drop();
    }
  });
});
