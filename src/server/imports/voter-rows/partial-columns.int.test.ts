import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '../../db/schema/index.js';
import { setupTestApp } from '../../test/app.js';
import { createUser, sessionCookieFor } from '../../test/factories.js';
import { importFile, previewFile } from '../test/import-client.js';
import { csv, floridaTxt, voter } from '../test/voter-files.js';

const t = setupTestApp();

async function admin() {
  const user = await createUser(t.db, { role: 'admin' });
  return sessionCookieFor(t.app, t.db, user.id);
}

const full = voter({
  'Voter ID': '300000001',
  'Name Middle': 'EMILY',
  'Residence Address Line 2': 'APT 4',
  'Congressional District': '2',
  Precinct: '1204',
  'Daytime Area Code': '850',
  'Daytime Phone Number': '5551234',
  'Email Address': 'ana@example.org',
});

const stored = async () => {
  const [contact] = await t.db.select().from(contacts).where(eq(contacts.systemId, '300000001'));
  if (!contact) throw new Error('the voter was not imported');
  const phones = await t.db.select().from(contactPhones).where(eq(contactPhones.contactId, contact.id));
  const emails = await t.db.select().from(contactEmails).where(eq(contactEmails.contactId, contact.id));
  return { contact, phones: phones.map((p) => p.phoneNumber), emails: emails.map((e) => e.email) };
};

/** A spreadsheet someone made from the voter file, with a few of its columns. */
const subset = (party: string) =>
  csv([
    ['Voter ID', 'First Name', 'Last Name', 'Party', 'City'],
    ['300000001', 'Ana', 'Ruiz', party, 'TALLAHASSEE'],
  ]);

describe('a file with only some of the voter file’s columns', () => {
  it('changes the fields it has and keeps the rest as stored, phone and email included', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt([full]), 'leon.txt');
    const before = await stored();

    const job = await importFile(t.app, cookie, subset('REP'), 'party-changes.csv');
    expect(job).toMatchObject({ status: 'completed', updated: 1 });
    const after = await stored();
    expect(after.contact).toMatchObject({
      ...before.contact,
      party: 'REP',
      updatedAt: after.contact.updatedAt,
      lastPublicUpdate: after.contact.lastPublicUpdate,
    });
    expect(after.contact.middleName).toBe('Emily');
    expect(after.contact.fullName).toBe('Ana Emily Ruiz');
    expect(after.contact.streetAddress).toBe('100 Main St APT 4');
    expect(after.phones).toEqual(before.phones);
    expect(after.emails).toEqual(['ana@example.org']);
  });

  it('previews only the changes it would make, and the same file again changes nothing', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt([full]), 'leon.txt');

    const { preview } = await previewFile(t.app, cookie, subset('REP'), 'party-changes.csv');
    expect(preview).toMatchObject({ updated: 1, unchanged: 0 });
    expect(preview?.samples.updated[0]?.changes).toEqual([{ field: 'Party', from: 'DEM', to: 'REP' }]);

    const same = await previewFile(t.app, cookie, subset('DEM'), 'no-changes.csv');
    expect(same.preview).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('a file without name columns (voter id and party) changes parties and keeps the names', async () => {
    const cookie = await admin();
    await importFile(t.app, cookie, floridaTxt([full]), 'leon.txt');
    const job = await importFile(
      t.app,
      cookie,
      csv([
        ['Voter ID', 'Party'],
        ['300000001', 'NPA'],
      ]),
      'parties.csv',
    );
    expect(job).toMatchObject({ status: 'completed', updated: 1, errors: [] });
    expect((await stored()).contact).toMatchObject({ party: 'NPA', fullName: 'Ana Emily Ruiz' });
  });

  it('a new voter in such a file is added with the fields it has', async () => {
    const cookie = await admin();
    const job = await importFile(
      t.app,
      cookie,
      csv([
        ['Voter ID', 'First Name', 'Last Name'],
        ['300000009', 'Lee', 'Kim'],
      ]),
      'new.csv',
    );
    expect(job).toMatchObject({ status: 'completed', inserted: 1 });
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.systemId, '300000009'));
    expect(contact).toMatchObject({ fullName: 'Lee Kim', party: null, streetAddress: null });
  });
});
