import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exportFileChunks, exportJobs } from '../db/schema/index.js';
import { runExportJob } from '../exports/run-export-job.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';
import { wipeContacts } from './wipe-contacts.js';

const t = setupTestApp();

async function adminCookie() {
  const admin = await createUser(t.db, { role: 'admin' });
  return { admin, cookie: await sessionCookieFor(t.app, t.db, admin.id) };
}

const inject = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const piecesOf = async (jobId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(exportFileChunks)
      .where(eq(exportFileChunks.jobId, jobId))
  )[0]?.n;

describe('the wipe and export files', () => {
  it('removes every export file and its entry in Recent Exports, so no wiped contact can be downloaded', async () => {
    const { cookie } = await adminCookie();
    await createContact(t.db, { fullName: 'Wiped Voter', notes: 'lives at the corner' });
    const start = await inject('POST', '/api/admin/export/start', cookie, {});
    expect(start.statusCode, start.body).toBe(202);
    const { job } = start.json();
    await t.app.exportWorker.wake();
    const [done] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id));
    expect(done?.status).toBe('completed');
    const url = `/api/admin/export/download/${job.id}`;
    expect((await inject('GET', url, cookie)).body).toContain('Wiped Voter');
    // A file already gone from disk must not stop the wipe.
    const second = await inject('POST', '/api/admin/export/start', cookie, {});
    await t.app.exportWorker.wake();
    const [gone] = await t.db.select().from(exportJobs).where(eq(exportJobs.id, second.json().job.id));
    if (gone?.filePath) fs.rmSync(gone.filePath);

    const wipe = await inject('POST', '/api/admin/database/wipe', cookie, { confirmation: 'DELETE' });
    expect(wipe.statusCode, wipe.body).toBe(200);
    expect(wipe.json().deleted.exports).toBe(2);

    const download = await inject('GET', url, cookie);
    expect(download.statusCode).toBe(404);
    expect(download.body).not.toContain('Wiped Voter');
    expect((await inject('GET', '/api/admin/export/history', cookie)).json()).toEqual([]);
    expect(await piecesOf(job.id)).toBe(0);
    if (done?.filePath) expect(fs.existsSync(done.filePath)).toBe(false);
  });

  it('leaves no file behind of an export that was running when the wipe came', async () => {
    const { admin } = await adminCookie();
    for (let i = 0; i < 3; i++) await createContact(t.db);
    const [job] = await t.db
      .insert(exportJobs)
      .values({ userId: admin.id, status: 'processing', heartbeatAt: new Date() })
      .returning();
    if (!job) throw new Error('no job');
    const exportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-wipe-export-'));
    let wipe: ReturnType<typeof wipeContacts> | undefined;
    const run = runExportJob(job, {
      database: t.database,
      exportsDir,
      // Asked once the first rows are written: the wipe starts while the export is part-way.
      shouldStop: () => {
        wipe ??= wipeContacts(t.db, admin.id, 'DELETE');
        return false;
      },
    });
    await run.catch(() => undefined);
    expect(wipe).toBeDefined();
    await wipe;
    await run.catch(() => undefined);

    expect(fs.readdirSync(exportsDir)).toEqual([]);
    expect(await t.db.select().from(exportJobs).where(eq(exportJobs.id, job.id))).toEqual([]);
    expect(await piecesOf(job.id)).toBe(0);
    fs.rmSync(exportsDir, { recursive: true, force: true });
  });
});
