/**
 * The scratch space of a test that kills servers with kill -9 and starts them again: one DATA_DIR (with the
 * embedded database, or one empty database on the test server) that every server of the test shares, removed
 * after the file's tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { stopOrphanedServer } from '../db/embedded-postgres/orphan.js';
import { createPostgresDatabase } from './database.js';

export function crashWorkspace(prefix: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });
  const dataDir = path.join(work, 'data');
  return {
    /** Where the test may write its own files (voter files to upload). */
    work,
    dataDir,
    /** Runs after the file's tests, newest first (stop servers before their database is dropped). */
    onCleanup: (cleanup: () => Promise<void>) => {
      cleanups.push(cleanup);
    },
    /** The environment of a server on its embedded database (the default): DATA_DIR alone. */
    embeddedEnv(): Record<string, string> {
      cleanups.push(async () => {
        await stopOrphanedServer(path.join(dataDir, 'postgres'));
      });
      return { DATA_DIR: dataDir };
    },
    /** The environment of a server on a database of the test server. */
    async databaseEnv(): Promise<Record<string, string>> {
      const empty = await createPostgresDatabase();
      cleanups.push(empty.drop);
      return { DATABASE_URL: empty.url, DATA_DIR: dataDir };
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers something other than undefined; `onWait` hears what is awaited. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  { ms = 30_000, onWait }: { ms?: number; onWait?: (what: string) => void } = {},
): Promise<T> {
  onWait?.(what);
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}
