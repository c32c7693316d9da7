/**
 * kill -9 of the server during an import, during an export and during a burst of contact edits (issue 9):
 * after a restart every edit that was answered 2xx is there, the jobs say they failed and why, and
 * `npm run cli -- check` passes. Runs on the engine under test (PGlite: DATA_DIR; PostgreSQL: a fresh database).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { exportJob } from '../shared/schemas/exports.js';
import { importJobList } from '../shared/schemas/imports.js';
import { generateVoters } from './demo-data/generate-voters.js';
import { INTERRUPTED_EXPORT_MESSAGE } from './exports/export-worker.js';
import { INTERRUPTED_MESSAGE } from './imports/import-jobs.js';
import { writeFloridaTxt } from './imports/test/write-florida-txt.js';
import { createEmptyPostgresDatabase, testEngine } from './test/database.js';
import { runCli, type ServerProcess, startServer, uploadVoterFile } from './test/server-process.js';

const VOTERS = 60_000;
const EDITS = 150;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-crash-'));
const dataDir = path.join(work, 'data');
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

async function engineEnv(): Promise<Record<string, string>> {
  if (testEngine !== 'postgres') return { DATA_DIR: dataDir };
  const empty = await createEmptyPostgresDatabase();
  cleanups.push(empty.drop);
  return { DATABASE_URL: empty.url, DATA_DIR: dataDir };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const json = { 'content-type': 'application/json' };

describe('a server killed with kill -9', () => {
  it('loses no answered edit, fails its import and export with a message, and passes cli check', {
    timeout: 240_000,
  }, async () => {
    const env = await engineEnv();
    let server: ServerProcess = await startServer({ dataDir, env });
    cleanups.push(() => server.stop());
    let cookie = await server.signIn();
    const restart = async () => {
      server = await startServer({ dataDir, env });
      cookie = await server.signIn();
    };
    const imports = async () =>
      importJobList.parse(await (await server.request('/api/admin/imports', { cookie })).json());

    // (a) During an import: killed once the first chunk is saved.
    const file = path.join(work, 'LEO_20261101.txt');
    await writeFloridaTxt(file, generateVoters({ count: VOTERS, seed: 5 }));
    const { uploadId, res: upload } = await uploadVoterFile(server, cookie, file);
    expect(upload.status, await upload.clone().text()).toBe(202);
    await until('the first saved chunk', async () => {
      const job = (await imports()).find((j) => j.uploadId === uploadId);
      if (job?.status === 'completed') throw new Error('the import finished before it could be killed');
      return job && job.inserted > 0 ? job : undefined;
    });
    await server.crash();
    await restart();
    const failedImport = await until('the import marked failed', async () => {
      const job = (await imports()).find((j) => j.uploadId === uploadId);
      return job?.status === 'failed' ? job : undefined;
    });
    expect(failedImport.message).toBe(INTERRUPTED_MESSAGE);
    expect(failedImport.inserted).toBeLessThan(VOTERS);
    const search = async (page: number) =>
      (await (await server.request(`/api/contacts/search?limit=100&page=${page}`, { cookie })).json()) as {
        total: number;
        contacts: { id: string }[];
      };
    // Each chunk commits with the job's counts: what the job says it saved is exactly what is stored.
    expect((await search(1)).total).toBe(failedImport.inserted);

    // (b) During a burst of concurrent edits: killed while they are in flight.
    const ids: string[] = [];
    for (let page = 1; ids.length < EDITS; page++)
      ids.push(...(await search(page)).contacts.map((c) => c.id));
    const answered = new Map<string, string>();
    const edits = ids.slice(0, EDITS).map(async (id, i) => {
      await sleep(i * 2); // a burst spread over a few hundred milliseconds
      const notes = `crash-test note ${i} ${randomUUID()}`;
      try {
        const res = await server.request(`/api/contacts/${id}`, {
          method: 'PATCH',
          cookie,
          headers: json,
          body: JSON.stringify({ notes, supporterStatus: 'confirmed-supporter' }),
        });
        if (res.ok) answered.set(id, notes);
      } catch {
        // the connection died with the server: this edit may or may not have been saved
      }
    });
    await until('some edits answered', async () => (answered.size >= 20 ? true : undefined));
    await server.crash();
    await Promise.all(edits);
    expect(answered.size).toBeLessThan(EDITS); // the kill landed mid-burst
    await restart();
    for (const [id, notes] of answered) {
      const contact = await (await server.request(`/api/contacts/${id}`, { cookie })).json();
      expect(contact.notes).toBe(notes);
      expect(contact.supporterStatus).toBe('confirmed-supporter');
      // The audit row was written in the edit's transaction.
      expect(contact.auditLogs.some((log: { newValue: string | null }) => log.newValue === notes)).toBe(true);
    }

    // (c) During an export: killed while it runs.
    const start = await server.request('/api/admin/export/start', {
      method: 'POST',
      cookie,
      headers: json,
      body: JSON.stringify({ exportType: 'all', format: 'xlsx' }),
    });
    expect(start.status, await start.clone().text()).toBe(202);
    const exportId = exportJob.parse((await start.json()).job).id;
    const history = async () =>
      exportJob.array().parse(await (await server.request('/api/admin/export/history', { cookie })).json());
    await until('the export running', async () => {
      const job = (await history()).find((j) => j.id === exportId);
      if (job?.status === 'completed') throw new Error('the export finished before it could be killed');
      return job?.status === 'processing' ? job : undefined;
    });
    await server.crash();

    // Before a restart the check sees the job the dead process left running, and says so.
    const before = await runCli(['check'], env);
    expect(before.code, before.output).toBe(1);
    expect(before.output).toMatch(/FAIL {2}no export job is left running without a live instance/);

    await restart();
    const failedExport = await until('the export marked failed', async () => {
      const job = (await history()).find((j) => j.id === exportId);
      return job?.status === 'failed' ? job : undefined;
    });
    expect(failedExport.error).toBe(INTERRUPTED_EXPORT_MESSAGE);
    expect(failedExport.downloadUrl).toBeNull();
    // The work file of the killed export is gone too.
    const exportsDir = path.join(dataDir, 'exports');
    const left = fs.existsSync(exportsDir) ? fs.readdirSync(exportsDir) : [];
    expect(left.filter((f) => f.startsWith(exportId))).toEqual([]);

    // The app works on: a new export finishes and downloads.
    const again = await server.request('/api/admin/export/start', {
      method: 'POST',
      cookie,
      headers: json,
      body: JSON.stringify({ exportType: 'supporters', format: 'csv' }),
    });
    const againId = exportJob.parse((await again.json()).job).id;
    const done = await until('the new export', async () => {
      const job = (await history()).find((j) => j.id === againId);
      return job?.status === 'completed' ? job : undefined;
    });
    const download = await server.request(done.downloadUrl ?? '', { cookie });
    expect(download.status).toBe(200);
    // Every answered edit made its contact a confirmed supporter (an unanswered one may have landed too).
    const exported = parseCsv(await download.text(), { bom: true, columns: true }).length;
    expect(exported).toBeGreaterThanOrEqual(answered.size);
    expect(exported).toBeLessThanOrEqual(EDITS);

    await server.stop();
    const check = await runCli(['check'], env);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toMatch(/All \d+ checks passed\./);
  });
});
