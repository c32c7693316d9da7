import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ImportJob, importJobList, undoImportResponse } from '../../../common/schemas/imports.js';
import {
  auditLogs,
  contactAttempts,
  contactEmails,
  contactListMembers,
  contactLists,
  contactPhones,
  contacts,
  importChanges,
  importJobs,
  userNetworks,
} from '../../db/schema/index.js';
import { setupTestApp } from '../../test/app.js';
import { createUser, sessionCookieFor } from '../../test/factories.js';
import { importFile, progressEvents, upload, waitForImport } from '../test/import-client.js';
import { floridaTxt, voter } from '../test/voter-files.js';

const t = setupTestApp();

async function cookieFor(role: 'admin' | 'editor') {
  const user = await createUser(t.db, { role });
  return sessionCookieFor(t.app, t.db, user.id);
}

const byVoterId = async (systemId: string) => {
  const [row] = await t.db.select().from(contacts).where(eq(contacts.systemId, systemId));
  if (!row) throw new Error(`no contact ${systemId}`);
  return row;
};
const phonesOf = async (contactId: string) =>
  (
    await t.db
      .select({ phone: contactPhones.phoneNumber, baseline: contactPhones.isBaselineData })
      .from(contactPhones)
      .where(eq(contactPhones.contactId, contactId))
  )
    .map((p) => `${p.phone}${p.baseline ? '' : ' (added)'}`)
    .sort();

/** The contacts with their stored data, phones and emails, to compare before and after. */
async function snapshot(systemIds: string[]) {
  const rows = await t.db
    .select()
    .from(contacts)
    .where(inArray(contacts.systemId, systemIds))
    .orderBy(contacts.systemId);
  const ids = rows.map((r) => r.id);
  const phones = await t.db
    .select()
    .from(contactPhones)
    .where(inArray(contactPhones.contactId, ids))
    .orderBy(contactPhones.contactId, contactPhones.phoneNumber);
  const emails = await t.db
    .select()
    .from(contactEmails)
    .where(inArray(contactEmails.contactId, ids))
    .orderBy(contactEmails.contactId, contactEmails.email);
  return {
    contacts: rows.map(({ updatedAt: _u, ...rest }) => rest),
    phones: phones.map((p) => [p.contactId, p.phoneNumber, p.phoneType, p.isPrimary, p.isBaselineData]),
    emails: emails.map((e) => [e.contactId, e.email, e.emailType, e.isPrimary, e.isBaselineData]),
  };
}

const undo = (cookie: string, jobId: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/imports/${jobId}/undo`, headers: { cookie } });

async function listImports(cookie: string) {
  return importJobList.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie } })).json(),
  );
}

/** Undoes and follows the progress stream to its end; returns the undo job as listed. */
async function undoAndWait(cookie: string, jobId: string): Promise<ImportJob> {
  const res = await undo(cookie, jobId);
  expect(res.statusCode, res.body).toBe(202);
  const started = undoImportResponse.parse(res.json());
  const { events } = await progressEvents(t.app, cookie, started.uploadId);
  expect(events.at(-1)).toMatchObject({ type: 'completed' });
  const job = (await listImports(cookie)).find((j) => j.id === started.jobId);
  if (!job) throw new Error('the undo job is not listed');
  return job;
}

describe('undo of the most recent import', () => {
  const changed = voter({
    'Voter ID': '400000001',
    'Daytime Area Code': '850',
    'Daytime Phone Number': '5551234',
    'Email Address': 'ana@example.org',
  });
  const same = voter({ 'Voter ID': '400000002', 'Name First': 'LEE' });
  const dropped = voter({ 'Voter ID': '400000003', 'Name First': 'KIM' });
  const first = [changed, same, dropped];
  const ids = ['400000001', '400000002', '400000003', '400000004', '400000005'];

  it('restores and reactivates what the import did, removes what it added, keeps what volunteers touched, once', async () => {
    const admin = await cookieFor('admin');
    const editor = await cookieFor('editor');
    const earlier = await importFile(t.app, admin, floridaTxt(first), 'october.txt');
    // A volunteer's own phone on a contact both files hold: no import or undo touches it.
    const ana = await byVoterId('400000001');
    await t.db
      .insert(contactPhones)
      .values({ contactId: ana.id, phoneNumber: '8505550000', isManuallyAdded: true });
    const before = await snapshot(ids.slice(0, 3));

    // A full refresh: the contact missing from it becomes inactive (confirmed past the guard).
    const sent = await upload(
      t.app,
      admin,
      floridaTxt([
        {
          ...changed,
          'Residence Address Line 1': '7 Oak Ave',
          'Daytime Phone Number': '5559999',
          'Email Address': 'ana.new@example.org',
        },
        same,
        voter({ 'Voter ID': '400000004', 'Name First': 'NEW' }),
        voter({ 'Voter ID': '400000005', 'Name First': 'TOUCHED' }),
      ]),
      'november.txt',
      true,
      { confirmDeactivate: '1' },
    );
    expect(sent.res.statusCode, sent.res.body).toBe(202);
    const refresh = await waitForImport(t.app, admin, sent.uploadId);
    expect(refresh).toMatchObject({ status: 'completed', inserted: 2, updated: 1, deactivated: 1 });
    expect((await byVoterId('400000001')).streetAddress).toBe('7 Oak Ave');
    expect((await byVoterId('400000003')).isActive).toBe(false);
    // Compact: one row per contact the import changed, previous values only for the changed columns.
    const record = await t.db.select().from(importChanges).where(eq(importChanges.jobId, refresh.id));
    expect(record).toHaveLength(4);
    expect(record.find((r) => r.contactId === ana.id)?.previous).toEqual({
      street_address: '100 Main St',
      _phones: ['(850) 555-1234'],
      _emails: ['ana@example.org'],
      _last_public_update: expect.any(String),
    });

    // A volunteer records a note on one of the contacts the refresh added.
    const touched = await byVoterId('400000005');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${touched.id}`,
      headers: { cookie: editor, 'content-type': 'application/json' },
      payload: { notes: 'Met at the farmers market' },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    // Only admins undo; only the most recent import can be undone.
    expect((await undo(editor, refresh.id)).statusCode).toBe(403);
    const older = await undo(admin, earlier.id);
    expect(older.statusCode).toBe(409);
    expect(older.json().message).toMatch(/Only the most recent import can be undone: november\.txt/);
    const listed = await listImports(admin);
    expect(listed.find((j) => j.id === refresh.id)?.undoable).toBe(true);
    expect(listed.find((j) => j.id === earlier.id)?.undoable).toBe(false);

    const auditBefore = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLogs)
      .where(eq(auditLogs.action, 'undo'));
    const job = await undoAndWait(admin, refresh.id);
    expect(job).toMatchObject({ status: 'completed', undoOf: refresh.id });
    expect(job.undoResult).toEqual({
      restored: 1,
      reactivated: 1,
      removed: 1,
      deactivated: 0,
      kept: 1,
      keptSamples: [{ id: touched.id, systemId: '400000005', fullName: 'Touched Ruiz' }],
    });
    expect(job.message).toMatch(/1 it added removed; 1 kept because volunteers recorded work on them\.$/);

    const ana2 = await byVoterId('400000001');
    expect(ana2.streetAddress).toBe('100 Main St');
    expect(await phonesOf(ana.id)).toEqual(['(850) 555-1234', '8505550000 (added)']);
    expect((await byVoterId('400000003')).isActive).toBe(true);
    expect(await t.db.select().from(contacts).where(eq(contacts.systemId, '400000004'))).toEqual([]);
    const kept = await byVoterId('400000005');
    expect(kept).toMatchObject({ isActive: true, notes: 'Met at the farmers market' });
    // The contacts the first file holds are exactly as they were before the refresh.
    expect(await snapshot(ids.slice(0, 3))).toEqual(before);

    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'undo'))
      .orderBy(auditLogs.createdAt);
    expect(audits.length - (auditBefore[0]?.n ?? 0)).toBe(1);
    expect(audits.at(-1)).toMatchObject({ recordId: refresh.id, newValue: 'november.txt' });
    expect((await listImports(admin)).find((j) => j.id === refresh.id)).toMatchObject({
      undoable: false,
      undoneAt: expect.any(String),
    });

    // A second undo changes nothing and says so.
    const state = await snapshot(ids);
    const again = await undo(admin, refresh.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(undoImportResponse.parse(again.json())).toMatchObject({
      alreadyUndone: true,
      jobId: job.id,
      message: expect.stringMatching(/already undone .*nothing changed/),
    });
    expect(await snapshot(ids)).toEqual(state);
    const auditAfter = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'undo'));
    expect(auditAfter).toHaveLength(audits.length);
  });

  it('removes the voters it added with their phones and emails, and keeps those people recorded work on', async () => {
    const admin = await cookieFor('admin');
    const volunteer = await createUser(t.db, { role: 'editor' });
    await importFile(t.app, admin, floridaTxt([voter({ 'Voter ID': '410000001' })]), 'base.txt');
    const activeBefore = await t.db.$count(contacts, eq(contacts.isActive, true));
    const reasons = ['plain1', 'plain2', 'attempt', 'listed', 'dnc', 'network', 'wrongnumber'];
    const systemIdOf = (i: number) => String(410000010 + i);
    const added = await importFile(
      t.app,
      admin,
      floridaTxt(
        reasons.map((name, i) =>
          voter({
            'Voter ID': systemIdOf(i),
            'Name First': name.toUpperCase(),
            'Daytime Area Code': '850',
            'Daytime Phone Number': `555${String(1000 + i)}`,
            'Email Address': `${name}@example.org`,
          }),
        ),
      ),
      'added.txt',
    );
    expect(added).toMatchObject({ status: 'completed', inserted: reasons.length });
    const idOf = async (name: string) => (await byVoterId(systemIdOf(reasons.indexOf(name)))).id;
    const plainIds = [await idOf('plain1'), await idOf('plain2')];

    // What volunteers did since: a door knocked, a place on a walk list, a do-not-contact request, a network
    // entry, a wrong number recorded on the file's phone.
    await t.db
      .insert(contactAttempts)
      .values({ contactId: await idOf('attempt'), userId: volunteer.id, channel: 'door', result: 'talked' });
    const [list] = await t.db
      .insert(contactLists)
      .values({ name: 'Precinct 1', kind: 'walk', filters: {}, ownerId: volunteer.id })
      .returning();
    await t.db
      .insert(contactListMembers)
      .values({ listId: list?.id ?? '', contactId: await idOf('listed'), position: 1 });
    await t.db
      .update(contacts)
      .set({ doNotContact: true })
      .where(eq(contacts.id, await idOf('dnc')));
    await t.db.insert(userNetworks).values({ userId: volunteer.id, contactId: await idOf('network') });
    await t.db
      .update(contactPhones)
      .set({ wrongNumber: true })
      .where(eq(contactPhones.contactId, await idOf('wrongnumber')));

    const job = await undoAndWait(admin, added.id);
    expect(job.undoResult).toMatchObject({ removed: 2, deactivated: 0, kept: 5 });
    expect(job.undoResult?.keptSamples.map((k) => k.systemId).sort()).toEqual(
      reasons.slice(2).map((_, i) => systemIdOf(i + 2)),
    );
    expect(job.message).toMatch(/2 it added removed; 5 kept because volunteers recorded work on them\.$/);

    // Gone with the phones and emails the file gave them; the kept ones are active, as they were.
    expect(await t.db.select().from(contacts).where(inArray(contacts.id, plainIds))).toEqual([]);
    expect(await t.db.select().from(contactPhones).where(inArray(contactPhones.contactId, plainIds))).toEqual(
      [],
    );
    expect(await t.db.select().from(contactEmails).where(inArray(contactEmails.contactId, plainIds))).toEqual(
      [],
    );
    for (const name of reasons.slice(2))
      expect((await byVoterId(systemIdOf(reasons.indexOf(name)))).isActive).toBe(true);
    expect(await t.db.$count(contacts, eq(contacts.isActive, true))).toBe(activeBefore + 5);
    expect(await t.db.$count(contactListMembers, eq(contactListMembers.listId, list?.id ?? ''))).toBe(1);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.recordId, added.id), eq(auditLogs.action, 'undo')));
    expect(audit?.metadata).toMatchObject({ removed: 2, kept: 5 });
  });

  it('answers 404 for an unknown import and 400 for a malformed id', async () => {
    const admin = await cookieFor('admin');
    expect((await undo(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await undo(admin, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('undoes the last three imports one after another; an older record is gone (409)', async () => {
    const admin = await cookieFor('admin');
    const person = (street: string) => voter({ 'Voter ID': '500000001', 'Residence Address Line 1': street });
    const jobs: ImportJob[] = [];
    for (const street of ['1 First St', '2 Second St', '3 Third St', '4 Fourth St', '5 Fifth St'])
      jobs.push(await importFile(t.app, admin, floridaTxt([person(street)]), `${street}.txt`));
    // The same file again changes nothing: it neither counts as the most recent import nor pushes a record out.
    expect(await importFile(t.app, admin, floridaTxt([person('5 Fifth St')]), 'again.txt')).toMatchObject({
      updated: 0,
      undoable: false,
    });
    // The record is kept for the last 3 imports that changed something.
    const recorded = await t.db
      .selectDistinct({ jobId: importChanges.jobId })
      .from(importChanges)
      .where(
        inArray(
          importChanges.jobId,
          jobs.map((j) => j.id),
        ),
      );
    expect(recorded.map((r) => r.jobId).sort()).toEqual(
      jobs
        .slice(-3)
        .map((j) => j.id)
        .sort(),
    );
    for (const [index, street] of [
      [4, '4 Fourth St'],
      [3, '3 Third St'],
      [2, '2 Second St'],
    ] as const) {
      await undoAndWait(admin, jobs[index]?.id ?? '');
      expect((await byVoterId('500000001')).streetAddress).toBe(street);
    }
    const gone = await undo(admin, jobs[1]?.id ?? '');
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/no longer kept/);
    expect((await byVoterId('500000001')).streetAddress).toBe('2 Second St');
  });

  it('refuses while an import runs, and a running undo refuses an import', async () => {
    const admin = await cookieFor('admin');
    const done = await importFile(t.app, admin, floridaTxt([voter({ 'Voter ID': '600000001' })]), 'a.txt');
    await t.db.update(importJobs).set({ status: 'processing' }).where(eq(importJobs.id, done.id));
    const res = await undo(admin, done.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still running/);
    await t.db.update(importJobs).set({ status: 'completed' }).where(eq(importJobs.id, done.id));

    const [running] = await t.db
      .insert(importJobs)
      .values({ uploadId: 'undo-running-test', mode: 'undo', undoOf: done.id, status: 'processing' })
      .returning();
    const refused = await upload(t.app, admin, floridaTxt([voter({ 'Voter ID': '600000002' })]), 'b.txt');
    expect(refused.res.statusCode).toBe(409);
    expect(refused.res.json().message).toMatch(/being undone/);
    await t.db.delete(importJobs).where(eq(importJobs.id, running?.id ?? ''));
  });

  it('never offers a vote-history import: the voter import before it stays the one to undo', async () => {
    const admin = await cookieFor('admin');
    const voters = await importFile(
      t.app,
      admin,
      floridaTxt([voter({ 'Voter ID': '700000001', 'Residence Address Line 1': '1 Elm St' })]),
      'voters.txt',
    );
    const historyFile = Buffer.from('LEO\t700000001\t11/05/2024\tGEN\tY\r\n');
    const history = await importFile(t.app, admin, historyFile, 'LEO_H_20250110.txt');
    expect(history).toMatchObject({ status: 'completed', kind: 'history', inserted: 1 });

    const listed = await listImports(admin);
    expect(listed.find((j) => j.id === history.id)?.undoable).toBe(false);
    expect(listed.find((j) => j.id === voters.id)?.undoable).toBe(true);

    const refused = await undo(admin, history.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/vote history.*cannot be undone.*import the corrected file/i);
    expect((await t.db.select().from(importJobs).where(eq(importJobs.undoOf, history.id))).length).toBe(0);

    const job = await undoAndWait(admin, voters.id);
    expect(job).toMatchObject({ status: 'completed', undoOf: voters.id });
    expect(await t.db.select().from(contacts).where(eq(contacts.systemId, '700000001'))).toEqual([]);
  });
});
