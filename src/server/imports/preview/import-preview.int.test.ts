import { existsSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importJobList } from '../../../common/schemas/imports.js';
import { auditLogs, contactEmails, contactPhones, contacts, importJobs } from '../../db/schema/index.js';
import { setupTestApp } from '../../test/app.js';
import { createUser, sessionCookieFor } from '../../test/factories.js';
import {
  applyPreviewed,
  importFile,
  previewFile,
  progressEvents,
  upload,
  waitForImport,
} from '../test/import-client.js';
import { floridaTxt, voter } from '../test/voter-files.js';

const t = setupTestApp();

async function admin() {
  const user = await createUser(t.db, { role: 'admin' });
  return sessionCookieFor(t.app, t.db, user.id);
}

const count = async (
  table: typeof contacts | typeof auditLogs | typeof contactPhones | typeof contactEmails,
) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
const stored = () =>
  Promise.all([count(contacts), count(contactPhones), count(contactEmails), count(auditLogs)]);
const byVoterId = async (systemId: string) => {
  const [row] = await t.db.select().from(contacts).where(eq(contacts.systemId, systemId));
  return row;
};

const first = voter({
  'Voter ID': '200000001',
  'Daytime Area Code': '850',
  'Daytime Phone Number': '5551234',
});
const second = voter({ 'Voter ID': '200000002', 'Name First': 'LEE' });
const third = voter({ 'Voter ID': '200000003', 'Name First': 'KIM' });
const refreshed = [
  { ...first, 'Residence Address Line 1': '7 Oak Ave' },
  second,
  voter({ 'Voter ID': '200000004', 'Name First': 'NEW' }),
];

describe('import preview (dry run) and apply', () => {
  it('a preview is completed only once its file is kept: applying at that moment finds the file', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt([first, second]), 'leon.txt');
    const { res, uploadId } = await upload(t.app, cookie, floridaTxt(refreshed), 'next.txt', false, {
      dryRun: 'true',
    });
    expect(res.statusCode, res.body).toBe(202);
    // Watch the row as closely as a person's click could follow the "completed" event.
    let row: { status: string; filePath: string | null } | undefined;
    for (let i = 0; i < 20_000 && row?.status !== 'completed'; i++) {
      [row] = await t.db
        .select({ status: importJobs.status, filePath: importJobs.filePath })
        .from(importJobs)
        .where(eq(importJobs.uploadId, uploadId));
    }
    expect(row?.status).toBe('completed');
    expect(row?.filePath).toMatch(/import-previews/);
    expect(existsSync(row?.filePath ?? '')).toBe(true);
  });

  it('a dry run writes nothing, and applying it does exactly what it said', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt([first, second, third]), 'leon.txt');
    const before = await stored();

    const { job, preview } = await previewFile(t.app, cookie, floridaTxt(refreshed), 'leon.txt', true);
    expect(job).toMatchObject({ status: 'completed', dryRun: true });
    expect(await stored()).toEqual(before);
    expect(preview).toMatchObject({
      added: 1,
      updated: 1,
      unchanged: 1,
      deactivated: 1,
      activeBefore: 3,
      errors: 0,
      samples: {
        added: [{ systemId: '200000004', fullName: 'New Ruiz' }],
        updated: [
          {
            systemId: '200000001',
            changes: [{ field: 'Street Address', from: '100 Main St', to: '7 Oak Ave' }],
          },
        ],
        deactivated: [{ systemId: '200000003' }],
      },
    });
    expect(preview?.mapping).toMatchObject({ 'Voter ID': 'Voter ID' });
    expect((await byVoterId('200000001'))?.streetAddress).toBe('100 Main St');

    // One of three would become inactive: above the 10 % guard, so the confirmation is sent.
    const res = await applyPreviewed(t.app, cookie, job.id, { confirmDeactivate: preview?.deactivated });
    expect(res.statusCode, res.body).toBe(202);
    const applied = await waitForImport(t.app, cookie, res.json().uploadId);
    expect(applied).toMatchObject({
      status: 'completed',
      dryRun: false,
      inserted: preview?.added,
      updated: preview?.updated,
      unchanged: preview?.unchanged,
      deactivated: preview?.deactivated,
    });
    expect((await byVoterId('200000001'))?.streetAddress).toBe('7 Oak Ave');
    expect((await byVoterId('200000003'))?.isActive).toBe(false);
  });

  it('lists a finished preview as open with what it would do until it is applied or discarded', async () => {
    const cookie = await admin();
    const editor = await sessionCookieFor(t.app, t.db, (await createUser(t.db, { role: 'editor' })).id);
    const listed = async (id: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie } });
      return importJobList.parse(res.json()).find((j) => j.id === id);
    };
    const discard = (who: string, id: string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/discard`, headers: { cookie: who } });

    // Listed as it is when the admin comes back to the page: open, with its figures, nothing written.
    const kept = await previewFile(t.app, cookie, floridaTxt([first, second]), 'kept.txt');
    expect(await listed(kept.job.id)).toMatchObject({
      dryRun: true,
      previewOpen: true,
      preview: { added: 2, updated: 0, deactivated: 0 },
    });

    // Discarded: the file goes, the preview is no longer open, and applying it is refused.
    expect((await discard(editor, kept.job.id)).statusCode).toBe(403);
    const [row] = await t.db.select().from(importJobs).where(eq(importJobs.id, kept.job.id));
    const res = await discard(cookie, kept.job.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Preview discarded. Nothing was written.' });
    expect(existsSync(row?.filePath ?? '')).toBe(false);
    expect(await listed(kept.job.id)).toMatchObject({ previewOpen: false });
    const refused = await applyPreviewed(t.app, cookie, kept.job.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no longer kept \(it was discarded/);
    expect(await byVoterId('200000001')).toBeUndefined();

    // Applied: no longer open, and there is nothing to discard.
    const applying = await previewFile(t.app, cookie, floridaTxt([first]), 'applied.txt');
    const applied = await applyPreviewed(t.app, cookie, applying.job.id);
    expect(applied.statusCode, applied.body).toBe(202);
    await waitForImport(t.app, cookie, applied.json().uploadId);
    expect(await listed(applying.job.id)).toMatchObject({ previewOpen: false });
    const late = await discard(cookie, applying.job.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/was applied/);

    // Only a preview can be discarded.
    const real = await listed(applied.json().jobId);
    expect(real).toMatchObject({ dryRun: false, previewOpen: false, preview: null });
    expect((await discard(cookie, real?.id ?? '')).statusCode).toBe(404);
  });

  it('starts one import when one preview is applied 12 times at once (it started 8)', async () => {
    const cookie = await admin();
    const { job } = await previewFile(t.app, cookie, floridaTxt([first, second]), 'leon.txt');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => applyPreviewed(t.app, cookie, job.id)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([202, ...Array(11).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().message).toMatch(/already (being )?applied|ran after this preview/);
    const applied = answers.find((res) => res.statusCode === 202);
    await waitForImport(t.app, cookie, applied?.json().uploadId);
    const imports = await t.db.select().from(importJobs).where(eq(importJobs.previewJobId, job.id));
    expect(imports).toHaveLength(1);
    expect(await count(contacts)).toBe(2);
  });

  it('refuses to apply a preview when another import ran after it', async () => {
    const cookie = await admin();
    const { job } = await previewFile(t.app, cookie, floridaTxt([first]), 'leon.txt');
    await importFile(t.app, cookie, floridaTxt([second]), 'other.txt');
    const res = await applyPreviewed(t.app, cookie, job.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Another import \(other\.txt\) ran after this preview/);
    expect(await byVoterId('200000001')).toBeUndefined();
  });

  it('applies a preview sent with no body at all, as with an empty one', async () => {
    const cookie = await admin();
    const { job } = await previewFile(t.app, cookie, floridaTxt([first]), 'leon.txt');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${job.id}/apply`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForImport(t.app, cookie, res.json().uploadId)).toMatchObject({
      status: 'completed',
      inserted: 1,
    });
  });

  it('answers 404 for an id that is not a preview, and 400 for a bad confirmation', async () => {
    const cookie = await admin();
    const done = await importFile(t.app, cookie, floridaTxt([first]), 'leon.txt');
    expect((await applyPreviewed(t.app, cookie, done.id)).statusCode).toBe(404);
    const { job } = await previewFile(t.app, cookie, floridaTxt([second]), 'leon.txt');
    expect((await applyPreviewed(t.app, cookie, job.id, { confirmDeactivate: 'all' })).statusCode).toBe(400);
  });
});

describe('the mass-deactivation guard', () => {
  const ten = Array.from({ length: 10 }, (_, i) => voter({ 'Voter ID': `30000000${i}` }));
  const onlyOne = [{ ...ten[0], 'Name First': 'RENAMED' } as typeof first];

  it('stops a full refresh that would deactivate 90 % before writing, and accepts it confirmed', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt(ten), 'leon.txt');
    const before = await stored();

    const { res, uploadId } = await upload(t.app, cookie, floridaTxt(onlyOne), 'wrong.txt', true);
    expect(res.statusCode).toBe(202);
    const refused = await waitForImport(t.app, cookie, uploadId);
    expect(refused.status).toBe('failed');
    const { events } = await progressEvents(t.app, cookie, uploadId);
    expect(events.at(-1)).toMatchObject({ type: 'error' });
    expect(events.at(-1)?.message).toMatch(/would mark 9 of the 10 active contacts inactive \(90 %\)/);
    expect(events.at(-1)?.message).toMatch(/then apply it confirming 9 contacts\.$/);
    expect(await stored()).toEqual(before);
    expect((await byVoterId('300000000'))?.firstName).toBe('Ana');

    const wrongNumber = await upload(t.app, cookie, floridaTxt(onlyOne), 'wrong.txt', true, {
      confirmDeactivate: '8',
    });
    expect((await waitForImport(t.app, cookie, wrongNumber.uploadId)).status).toBe('failed');

    const confirmed = await upload(t.app, cookie, floridaTxt(onlyOne), 'wrong.txt', true, {
      confirmDeactivate: '9',
    });
    expect(await waitForImport(t.app, cookie, confirmed.uploadId)).toMatchObject({
      status: 'completed',
      deactivated: 9,
    });
    expect((await byVoterId('300000000'))?.firstName).toBe('Renamed');
  });

  it('refuses to apply a preview without the number it showed, before any job starts, and keeps the preview', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt(ten), 'leon.txt');
    const before = await stored();
    const { job } = await previewFile(t.app, cookie, floridaTxt(onlyOne), 'wrong.txt', true);
    const jobs = async () => (await t.db.select().from(importJobs)).length;
    const jobsBefore = await jobs();

    for (const body of [{ confirmDeactivate: 8 }, {}]) {
      const res = await applyPreviewed(t.app, cookie, job.id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/would mark 9 of the 10 active contacts inactive/);
      expect(res.json().message).toMatch(/confirm(ing)? 9\b/);
    }
    expect(await jobs()).toBe(jobsBefore);

    const res = await applyPreviewed(t.app, cookie, job.id, { confirmDeactivate: 9 });
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForImport(t.app, cookie, res.json().uploadId)).toMatchObject({
      status: 'completed',
      deactivated: 9,
    });
    expect(await stored()).not.toEqual(before);
  });

  it('a failed import that wrote nothing leaves an earlier preview applicable', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt(ten), 'leon.txt');
    const { job } = await previewFile(t.app, cookie, floridaTxt([...ten, second]), 'next.txt');
    const refused = await importFile(t.app, cookie, floridaTxt(onlyOne), 'wrong.txt', true);
    expect(refused).toMatchObject({ status: 'failed', inserted: 0, updated: 0, deactivated: 0 });

    const res = await applyPreviewed(t.app, cookie, job.id);
    expect(res.statusCode, res.body).toBe(202);
    expect(await waitForImport(t.app, cookie, res.json().uploadId)).toMatchObject({
      status: 'completed',
      inserted: 1,
    });
  });

  it('lets a full refresh under the threshold through without confirmation', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt(ten), 'leon.txt');
    expect(await importFile(t.app, cookie, floridaTxt(ten.slice(0, 9)), 'leon.txt', true)).toMatchObject({
      status: 'completed',
      deactivated: 1,
    });
  });
});
