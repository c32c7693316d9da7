/**
 * kill -9 of the server during an import, during an export and during a burst of contact edits:
 * after a restart every edit that was answered 2xx is there, the jobs say they failed and why, and
 * `npm run cli -- check` passes. Runs on the default database (the embedded PostgreSQL under DATA_DIR).
 * The server runs under a parent that never reaps it, so each kill leaves a zombie with the server's pid (as
 * after `kill -9` of `npm start`'s process group under an init that does not reap): the restarted server
 * must still open its data and fail the dead server's jobs at once, not after their heartbeat goes stale.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { exportJob, exportWasInterrupted } from '../common/schemas/exports.js';
import { importJobList, importWasInterrupted } from '../common/schemas/imports.js';
import { adminStats } from '../common/schemas/users.js';
import { generateVoters } from './demo-data/generate-voters.js';
import { INTERRUPTED_EXPORT_MESSAGE } from './exports/export-worker.js';
import { INTERRUPTED_MESSAGE } from './imports/job/interrupted-imports.js';
import { writeFloridaTxt } from './imports/test/write-florida-txt.js';
import { STALE_AFTER_SECONDS } from './jobs/job-lifecycle.js';
import { crashWorkspace, sleep, until as waitUntil } from './test/crash-workspace.js';
import { runCli, type ServerProcess, startServer, uploadVoterFile } from './test/server-process.js';

const VOTERS = 60_000;
const EDITS = 150;
const { work, dataDir, embeddedEnv, onCleanup } = crashWorkspace('gw-crash-');

/** Well under the heartbeat timeout: a job failed this soon was recognised as dead, not timed out. */
const AT_ONCE_MS = (STALE_AFTER_SECONDS * 1000) / 6;

/** What the test did and when, printed if it fails: a slow machine and a hang look alike at the time limit. */
const timeline: string[] = [];
const started = Date.now();
const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s  ${what}`);

const until = <T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) =>
  waitUntil(what, probe, { ms, onWait: (awaited) => mark(`waiting for ${awaited}`) });

const json = { 'content-type': 'application/json' };

describe('a server killed with kill -9', () => {
  it('loses no answered edit, fails its import and export with a message, and passes cli check', {
    timeout: 420_000,
  }, async ({ onTestFailed }) => {
    // The default database, as `npm start` runs it: each kill -9 also leaves its PostgreSQL server running.
    const env = embeddedEnv();
    mark('starting the server');
    let server: ServerProcess = await startServer({ dataDir, env, unreaped: true });
    const servers = [server];
    onTestFailed(() =>
      console.error(`crash test timeline:\n${timeline.join('\n')}\nserver output:\n${server.output()}`),
    );
    onCleanup(async () => {
      for (const s of servers) await s.stop(); // also ends the parents that never reaped the crashed ones
    });
    let cookie = await server.signIn();
    const restart = async () => {
      mark('restarting the server');
      server = await startServer({ dataDir, env, unreaped: true });
      servers.push(server);
      mark('restarted');
      cookie = await server.signIn();
    };
    const imports = async () =>
      importJobList.parse(await (await server.request('/api/admin/imports', { cookie })).json());

    // (a) During an import: killed once the first chunk is saved.
    const file = path.join(work, 'LEO_20261101.txt');
    await writeFloridaTxt(file, generateVoters({ count: VOTERS, seed: 5 }));
    const { uploadId, res: upload } = await uploadVoterFile(server, cookie, file);
    expect(upload.status, await upload.clone().text()).toBe(202);
    const saved = await until('the first saved chunk', async () => {
      const job = (await imports()).find((j) => j.uploadId === uploadId);
      if (job?.status === 'completed') throw new Error('the import finished before it could be killed');
      return job && job.inserted > 0 ? job : undefined;
    });
    mark(`the job says ${saved.inserted} inserted`);
    mark('crashing during the import');
    await server.crash();
    await restart();
    // At once: the restarted server knows the dead one by its pid, boot id and start time.
    const failedImport = await until(
      'the import marked failed',
      async () => {
        const job = (await imports()).find((j) => j.uploadId === uploadId);
        return job?.status === 'failed' ? job : undefined;
      },
      AT_ONCE_MS,
    );
    mark(`after the restart the job says ${failedImport.inserted} inserted`);
    expect(failedImport.message).toBe(INTERRUPTED_MESSAGE);
    expect(importWasInterrupted(failedImport)).toBe(true);
    expect(failedImport.inserted).toBeLessThan(VOTERS);
    const search = async (page: number) =>
      (await (await server.request(`/api/contacts/search?limit=100&page=${page}`, { cookie })).json()) as {
        total: number;
        contacts: { id: string }[];
      };
    // Each chunk commits with the job's counts: what the job says it saved is exactly what is stored. Chunks
    // commit without waiting for their flush, so the last ones may be gone: the job row went with them, and
    // still matches.
    const storedContacts = async () =>
      adminStats.parse(await (await server.request('/api/admin/stats', { cookie })).json()).totalContacts;
    expect(await storedContacts()).toBe(failedImport.inserted);
    // Importing the same file again finishes the work, as the failed job's message says.
    const { uploadId: againUploadId, res: reupload } = await uploadVoterFile(server, cookie, file);
    expect(reupload.status, await reupload.clone().text()).toBe(202);
    const finished = await until(
      'the second import',
      async () => {
        const job = (await imports()).find((j) => j.uploadId === againUploadId);
        if (job?.status === 'failed') throw new Error(`the second import failed: ${job.message}`);
        return job?.status === 'completed' ? job : undefined;
      },
      120_000,
    );
    expect(finished.inserted).toBe(VOTERS - failedImport.inserted);
    expect(await storedContacts()).toBe(VOTERS);

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
    mark('crashing during the edits');
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
    mark('crashing during the export');
    await server.crash();

    // Before a restart the check sees the job the dead process left running, and says so.
    mark('cli check after the crash');
    const before = await runCli(['check'], env);
    expect(before.code, before.output).toBe(1);
    expect(before.output).toMatch(/FAIL {2}no export job is left running without a live instance/);

    await restart();
    const failedExport = await until(
      'the export marked failed',
      async () => {
        const job = (await history()).find((j) => j.id === exportId);
        return job?.status === 'failed' ? job : undefined;
      },
      AT_ONCE_MS,
    );
    expect(failedExport.error).toBe(INTERRUPTED_EXPORT_MESSAGE);
    expect(exportWasInterrupted(failedExport)).toBe(true);
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

    mark('stopping for the final check');
    await server.stop();
    const check = await runCli(['check'], env);
    expect(check.code, check.output).toBe(0);
    expect(check.output).toMatch(/All \d+ checks passed\./);
  });
});
