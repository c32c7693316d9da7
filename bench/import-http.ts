/**
 * A voter-file import over real HTTP, as an admin's browser does it: multipart upload -> 202 -> the
 * progress stream until its completed event. The app runs in this process on the given database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/client.js';
import { generateVoters } from '../src/server/demo-data/generate-voters.js';
import { writeFloridaTxt } from '../src/server/imports/test/write-florida-txt.js';
import { createUser, sessionCookieFor } from '../src/server/test/factories.js';

/**
 * `full`: a full refresh (contacts missing from the file are marked inactive); `confirmDeactivate`: how many that
 * marks, as the admin confirms it when it is more than the import guard allows unasked.
 */
export async function importOverHttp(
  database: Database,
  file: string,
  full = false,
  confirmDeactivate?: number,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const app = await buildApp({
    config,
    database,
    logger: false,
    clientDir: path.join(os.tmpdir(), 'gw-no-client'),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const user = await createUser(database.db, {
      role: 'admin',
      email: `bench-${randomBytes(4).toString('hex')}@example.org`,
    });
    const cookie = await sessionCookieFor(app, database.db, user.id);
    return await uploadAndAwaitImport(address, cookie, file, full, confirmDeactivate);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Uploads a voter file to the app at baseUrl as the Data Management page does and reads the progress stream
 * to its end; returns the completed event (anything else throws).
 */
export async function uploadAndAwaitImport(
  baseUrl: string,
  cookie: string,
  file: string,
  full = false,
  confirmDeactivate?: number,
) {
  const uploadId = randomBytes(12).toString('hex');
  const form = new FormData();
  form.append('full', String(full));
  if (confirmDeactivate !== undefined) form.append('confirmDeactivate', String(confirmDeactivate));
  form.append('excel', await fs.openAsBlob(file), path.basename(file));
  const res = await fetch(`${baseUrl}/api/admin/seed-excel`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'x-upload-id': uploadId },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const stream = await fetch(`${baseUrl}/api/admin/upload-progress/${uploadId}`, { headers: { cookie } });
  const text = await stream.text();
  const last = JSON.parse(text.trim().split('\n\n').at(-1)?.slice(6) ?? '{}');
  if (last.type !== 'completed') throw new Error(`import ended with ${text.slice(-500)}`);
  return last;
}

/** Seconds to import `rows` voters that are not in the database yet (the generator's next indexes). */
export async function timeImportOfNewVoters(database: Database, loaded: number, rows: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-import-'));
  const file = path.join(dir, `voters-${rows}.txt`);
  try {
    await writeFloridaTxt(file, generateVoters({ count: rows, seed: 1, offset: loaded }));
    const started = performance.now();
    await importOverHttp(database, file);
    return (performance.now() - started) / 1000;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
