import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ValidationReport } from '../../common/schemas/database.js';
import {
  auditLogs,
  contactEmails,
  contactPhones,
  contacts,
  elections,
  userNetworks,
  users,
} from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { addEmail, addPhone, createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function adminCookie() {
  const admin = await createUser(t.db, { role: 'admin' });
  return { admin, cookie: await sessionCookieFor(t.app, t.db, admin.id) };
}

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('Run Data Validation', () => {
  it('counts each problem among active contacts with sample contacts to open', async () => {
    const { cookie } = await adminCookie();
    await createContact(t.db, { fullName: 'Fine Person', lastName: 'Fine' });
    const noBirth = await createContact(t.db, { fullName: 'No Birth', dateOfBirth: null });
    await createContact(t.db, { fullName: 'No Street', streetAddress: '  ' });
    await createContact(t.db, { fullName: 'No Zip', zipCode: null });
    await createContact(t.db, { fullName: 'Bad Zip', zipCode: '3230' });
    await createContact(t.db, { fullName: 'Zip Plus Four', zipCode: '32301-1234' });
    await createContact(t.db, { firstName: 'Twin', lastName: 'Same', fullName: 'Twin Same A' });
    await createContact(t.db, { firstName: 'twin', lastName: 'SAME', fullName: 'Twin Same B' });
    const shortPhone = await createContact(t.db, { fullName: 'Short Phone', lastName: 'Phone' });
    await addPhone(t.db, shortPhone.id, '555014');
    await addPhone(t.db, shortPhone.id, '8505550142');
    await createContact(t.db, { fullName: 'Inactive', dateOfBirth: null, isActive: false });

    const res = await post('/api/admin/database/validate', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ValidationReport;
    expect(report.activeContacts).toBe(9);
    const byKey = Object.fromEntries(report.checks.map((c) => [c.key, c]));
    expect(byKey.missingBirthDate?.count).toBe(1);
    expect(byKey.missingBirthDate?.samples).toEqual([
      { id: noBirth.id, fullName: 'No Birth', systemId: noBirth.systemId },
    ]);
    expect(byKey.missingAddress?.count).toBe(1);
    expect(byKey.missingZip?.count).toBe(1);
    expect(byKey.invalidZip?.samples.map((s) => s.fullName)).toEqual(['Bad Zip']);
    expect(byKey.probableDuplicates?.samples.map((s) => s.fullName).sort()).toEqual([
      'Twin Same A',
      'Twin Same B',
    ]);
    expect(byKey.badPhones?.count).toBe(1);
    expect(byKey.badPhones?.samples.map((s) => s.fullName)).toEqual(['Short Phone']);
  });
});

describe('Data Cleanup', () => {
  it('removes duplicate phones and emails per contact, trims whitespace, reports counts and audits', async () => {
    const { cookie, admin } = await adminCookie();
    const c = await createContact(t.db, { fullName: '  Spacey  Name ', city: ' Tallahassee', notes: 'fine' });
    const publicPhone = await addPhone(t.db, c.id, '8505550142', { isBaselineData: true });
    await addPhone(t.db, c.id, '8505550142');
    await addPhone(t.db, c.id, '8505550199');
    const other = await createContact(t.db);
    await addPhone(t.db, other.id, '8505550142'); // same number on another contact stays
    await addEmail(t.db, c.id, 'ana@example.org');
    await addEmail(t.db, c.id, ' ANA@example.org ');
    await addEmail(t.db, c.id, 'second@example.org ');

    const res = await post('/api/admin/database/cleanup', cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      duplicatePhonesRemoved: 1,
      duplicateEmailsRemoved: 1,
      contactsTrimmed: 1,
      emailsTrimmed: 1,
    });
    const phones = await t.db.select().from(contactPhones).where(eq(contactPhones.contactId, c.id));
    expect(phones.map((p) => p.id)).toContain(publicPhone.id);
    expect(phones).toHaveLength(2);
    const emails = await t.db.select().from(contactEmails).where(eq(contactEmails.contactId, c.id));
    expect(emails.map((e) => e.email).sort()).toEqual(['ana@example.org', 'second@example.org']);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect([row?.fullName, row?.city]).toEqual(['Spacey  Name', 'Tallahassee']);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'cleanup'));
    expect(audit).toMatchObject({ userId: admin.id, metadata: { duplicatePhonesRemoved: 1 } });

    // Running it again finds nothing more.
    expect((await post('/api/admin/database/cleanup', cookie)).json()).toMatchObject({
      duplicatePhonesRemoved: 0,
      duplicateEmailsRemoved: 0,
      contactsTrimmed: 0,
      emailsTrimmed: 0,
    });
  });
});

describe('POST /api/admin/database/wipe', () => {
  it('refuses any word but DELETE with the invalid-confirmation text and changes nothing', async () => {
    const { cookie } = await adminCookie();
    await createContact(t.db);
    for (const payload of [
      { confirmation: 'delete' },
      { confirmation: 'DELETE ' },
      {},
      { confirmation: 1 },
    ]) {
      const res = await post('/api/admin/database/wipe', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Invalid confirmation: You must type 'DELETE' exactly to confirm.");
    }
    expect(await t.db.select().from(contacts)).toHaveLength(1);
  });

  it('removes contacts with their phones, emails, network entries and audit rows; users stay; the wipe is audited', async () => {
    const { cookie, admin } = await adminCookie();
    const editor = await createUser(t.db, { role: 'editor' });
    const a = await createContact(t.db);
    const b = await createContact(t.db);
    await addPhone(t.db, a.id, '8505550142');
    await addEmail(t.db, b.id, 'b@example.org');
    await t.db.insert(userNetworks).values({ userId: editor.id, contactId: a.id });
    await t.db.insert(elections).values({ electionDate: '2024-11-05', electionType: 'GEN' });
    await t.db.insert(auditLogs).values([
      { action: 'update', tableName: 'contacts', contactId: a.id, userId: editor.id },
      { action: 'update', tableName: 'users', recordId: editor.id, userId: admin.id },
    ]);

    const res = await post('/api/admin/database/wipe', cookie, { confirmation: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message:
        'Database wiped successfully: All contact data has been permanently deleted. You can now import new data.',
      deleted: { contacts: 2, phones: 1, emails: 1, networkEntries: 1, auditEntries: 1, exports: 0 },
    });
    expect(await t.db.select().from(contacts)).toHaveLength(0);
    expect(await t.db.select().from(contactPhones)).toHaveLength(0);
    expect(await t.db.select().from(userNetworks)).toHaveLength(0);
    expect((await t.db.select().from(users)).length).toBe(2);
    // The elections of the history files go with the history: none is offered by "Voted in" any more, and
    // none counts among "the last 4 general elections" of the next county file.
    expect(await t.db.select().from(elections)).toHaveLength(0);
    const offered = await t.app.inject({
      method: 'GET',
      url: '/api/contacts/elections',
      headers: { cookie },
    });
    expect(offered.json()).toEqual([]);
    const audit = await t.db.select().from(auditLogs);
    expect(audit.map((r) => [r.action, r.tableName]).sort()).toEqual([
      ['update', 'users'],
      ['wipe', 'database'],
    ]);
    expect(audit.find((r) => r.action === 'wipe')).toMatchObject({
      userId: admin.id,
      metadata: { contacts: 2 },
    });
  });
});
