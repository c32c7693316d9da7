import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactEmails, contactPhones, contacts } from '../db/schema/index.js';
import { blankFloridaRow, type FloridaVoterRow } from '../imports/file-formats/florida-layout.js';
import { mapVoterRow } from '../imports/voter-rows/map-voter-row.js';
import { setupTestDatabase } from '../test/database.js';
import { generateVoters } from './generate-voters.js';
import { loadVoters } from './load-into-database.js';

const t = setupTestDatabase();
const count = async (table: typeof contacts | typeof contactPhones | typeof contactEmails) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

/** A voter whose text needs care on the way in: quotes, backslashes, accents, commas, braces. */
const awkward: FloridaVoterRow = {
  ...blankFloridaRow(),
  'Voter ID': '100000001',
  'Name First': 'Zoë "Zo"',
  'Name Middle': 'María\\José',
  'Name Last': "O'Brien-Nguyễn",
  'Residence Address Line 1': '12 {Oak}, St',
  'Birth Date': '02/29/1996',
  'Registration Date': 'not a date',
  'Daytime Area Code': '850',
  'Daytime Phone Number': '5551234',
  'Email Address': 'Zoe.OBrien@Example.com',
};

describe('loadVoters', () => {
  it('loads contacts with their public phones and emails, and skips voters already present', async () => {
    const voters = [...generateVoters({ count: 500, seed: 7 }), awkward];
    const progress: number[] = [];
    const first = await loadVoters(t.db, voters, {
      batchSize: 120,
      progressEvery: 200,
      onProgress: (n) => progress.push(n),
    });
    expect(first).toEqual({ read: 501, added: 501 });
    expect(progress).toEqual([200, 400]);
    expect(await count(contacts)).toBe(501);

    const withPhone = voters.filter((v) => v['Daytime Phone Number']).length;
    const withEmail = voters.filter((v) => v['Email Address']).length;
    expect(withPhone / voters.length).toBeGreaterThan(0.2);
    expect(withPhone / voters.length).toBeLessThan(0.4);
    expect(await count(contactPhones)).toBe(withPhone);
    expect(await count(contactEmails)).toBe(withEmail);

    expect(await loadVoters(t.db, voters)).toEqual({ read: 501, added: 0 });
    expect(await count(contacts)).toBe(501);
    expect(await count(contactPhones)).toBe(withPhone);
    expect(await count(contactEmails)).toBe(withEmail);
  });

  it.each([
    ['a generated voter', () => [...generateVoters({ count: 10, seed: 9 })].find((v) => v['Email Address'])],
    ['a voter with awkward text', () => awkward],
  ])('stores the fields of %s as mapped from its row', async (_, choose) => {
    const voter = choose();
    if (!voter) throw new Error('no voter to check');
    await loadVoters(t.db, [voter]);
    const expected = mapVoterRow(voter);
    const [stored] = await t.db.select().from(contacts).where(eq(contacts.systemId, voter['Voter ID']));
    const { lastPublicUpdate, ...fields } = expected.contact;
    expect(stored).toMatchObject({ ...fields, isActive: true, supporterStatus: 'unknown' });
    expect(stored?.lastPublicUpdate).toBeInstanceOf(Date);

    const id = stored?.id ?? '';
    const phones = await t.db.select().from(contactPhones).where(eq(contactPhones.contactId, id));
    const emails = await t.db.select().from(contactEmails).where(eq(contactEmails.contactId, id));
    expect(phones).toEqual(expected.phone ? [expect.objectContaining({ ...expected.phone })] : []);
    expect(emails).toEqual(expected.email ? [expect.objectContaining({ ...expected.email })] : []);
    for (const row of [...phones, ...emails]) expect(row.isManuallyAdded).toBe(false);
  });
});
