import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorName } from '../../common/format.js';
import { auditLogs, contactEmails, contactPhones, contacts, type NewContactRow } from '../db/schema/index.js';
import { EXPORT_COLUMNS } from '../exports/export-query.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { CONTACT_NOT_FOUND } from './get-contact.js';

const t = setupTestApp();

async function contact(overrides: Partial<NewContactRow> = {}) {
  const [row] = await t.db
    .insert(contacts)
    .values({
      systemId: `S${Math.random()}`,
      fullName: 'María López',
      firstName: 'María',
      lastName: 'López',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no contact');
  return row;
}

async function as(role: 'viewer' | 'editor' | 'admin') {
  const user = await createUser(t.db, {
    role,
    firstName: role === 'editor' ? 'Eddie' : 'Vi',
    lastName: 'Tester',
  });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('GET /api/contacts/search', () => {
  async function seed() {
    const today = new Date();
    const born = (age: number) => `${today.getFullYear() - age}-01-01`;
    await contact({
      firstName: 'María',
      lastName: 'Núñez',
      fullName: 'María Núñez',
      city: 'Tallahassee',
      party: 'DEM',
      zipCode: '32301-1234',
      dateOfBirth: born(30),
    });
    await contact({
      firstName: 'Mario',
      lastName: "O'Brien",
      fullName: "Mario O'Brien",
      city: 'TALLAHASSEE',
      party: 'REP',
      zipCode: '32303',
      dateOfBirth: born(70),
    });
    await contact({
      firstName: 'Ann',
      lastName: 'Obregón',
      fullName: 'Ann Obregón',
      city: 'Miami',
      party: 'DEM',
      zipCode: '33101',
      dateOfBirth: born(45),
      supporterStatus: 'confirmed-supporter',
    });
    await contact({
      firstName: 'Zoë',
      lastName: 'Adams',
      fullName: 'Zoë Adams',
      party: 'NPA',
      dateOfBirth: born(19),
      supporterStatus: 'likely-supporter',
    });
    await contact({ firstName: 'Gone', lastName: 'Away', fullName: 'Gone Away', isActive: false });
  }
  const search = async (cookie: string, query: string) => {
    const res = await req('GET', `/api/contacts/search?${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; contacts: { fullName: string }[] };
  };

  it('matches name prefixes without regard to case, accents or apostrophes, in last-name order', async () => {
    await seed();
    const { cookie } = await as('viewer');
    expect((await search(cookie, 'firstName=mar')).contacts.map((c) => c.fullName)).toEqual([
      'María Núñez',
      "Mario O'Brien",
    ]);
    // Apostrophes are ignored, so "o'br" and "obr" both find O'Brien (and Obregón, which sorts first).
    expect((await search(cookie, "lastName=o'br")).contacts.map((c) => c.fullName)).toEqual([
      'Ann Obregón',
      "Mario O'Brien",
    ]);
    expect((await search(cookie, "lastName=o'bri")).contacts.map((c) => c.fullName)).toEqual([
      "Mario O'Brien",
    ]);
    expect((await search(cookie, 'lastName=OBRI')).contacts.map((c) => c.fullName)).toEqual([
      "Mario O'Brien",
    ]);
    expect((await search(cookie, 'firstName=ZOE')).total).toBe(1);
    expect((await search(cookie, 'lastName=nunez')).total).toBe(1);
    expect((await search(cookie, 'lastName=%25')).total).toBe(0);
  });

  it('filters by city, ZIP, party, supporter statuses and age, over active contacts only', async () => {
    await seed();
    const { cookie } = await as('viewer');
    expect((await search(cookie, '')).total).toBe(4);
    expect((await search(cookie, 'city=tallahassee')).total).toBe(2);
    expect((await search(cookie, 'zipCode=32301')).total).toBe(1);
    expect((await search(cookie, 'party=DEM')).total).toBe(2);
    expect((await search(cookie, 'party=all')).total).toBe(4);
    expect((await search(cookie, 'supporterStatus=confirmed-supporter,likely-supporter')).total).toBe(2);
    expect((await search(cookie, 'minAge=40')).contacts.map((c) => c.fullName)).toEqual([
      'Ann Obregón',
      "Mario O'Brien",
    ]);
    expect((await search(cookie, 'minAge=18&maxAge=30')).total).toBe(2);
  });

  it('pages stably and answers a page past the end with no rows and the right total', async () => {
    await seed();
    // An admin: without any criteria a non-admin gets the first page only (read-budgets.int.test.ts).
    const { cookie } = await as('admin');
    const first = await search(cookie, 'limit=3&page=1');
    const second = await search(cookie, 'limit=3&page=2');
    expect(first.contacts.map((c) => c.fullName)).toEqual(['Zoë Adams', 'María Núñez', 'Ann Obregón']);
    expect(second.contacts.map((c) => c.fullName)).toEqual(["Mario O'Brien"]);
    expect(await search(cookie, 'limit=3&page=9')).toEqual({
      contacts: [],
      total: 4,
      capped: false,
      pageSize: 3,
    });
  });

  it('caps the page size at the Max Search Results setting', async () => {
    for (let i = 0; i < 105; i++) await contact({ lastName: `L${i}` });
    const { cookie } = await as('viewer');
    expect((await search(cookie, 'limit=500')).contacts).toHaveLength(100);
  });

  it('gives the current total after every kind of change, however the same search was answered before', async () => {
    await seed();
    // An admin: a filter alone pages past the first page only for admins (issue 36).
    const { cookie } = await as('admin');
    const supporters = 'supporterStatus=confirmed-supporter&limit=1';
    const tally = async () => {
      // Twice, and a second page: the later answers may come from a remembered total.
      const first = await search(cookie, supporters);
      expect((await search(cookie, supporters)).total).toBe(first.total);
      expect((await search(cookie, `${supporters}&page=2`)).total).toBe(first.total);
      return first.total;
    };
    expect(await tally()).toBe(1);

    const [zoe] = await t.db.select().from(contacts).where(eq(contacts.lastName, 'Adams'));
    const patched = await req('PATCH', `/api/contacts/${zoe?.id}`, cookie, {
      supporterStatus: 'confirmed-supporter',
    });
    expect(patched.statusCode).toBe(200);
    expect(await tally()).toBe(2);

    // Changes made outside this app (another instance, an import, the CLI, psql).
    await contact({ lastName: 'Zed', fullName: 'Zed', supporterStatus: 'confirmed-supporter' });
    expect(await tally()).toBe(3);
    await t.db.update(contacts).set({ isActive: false }).where(eq(contacts.lastName, 'Zed'));
    expect(await tally()).toBe(2);
    await t.db.update(contacts).set({ supporterStatus: 'unknown' }).where(eq(contacts.lastName, 'Adams'));
    expect(await tally()).toBe(1);
    expect((await search(cookie, 'lastName=ad')).total).toBe(1);
    await t.db.update(contacts).set({ lastName: 'Bdams' }).where(eq(contacts.lastName, 'Adams'));
    expect((await search(cookie, 'lastName=ad')).total).toBe(0);
    await t.db.delete(contacts).where(eq(contacts.lastName, 'Obregón'));
    expect(await tally()).toBe(0);
  });

  it.each([
    ['page=abc'],
    ['page=-1'],
    ['limit=0'],
    ['minAge=x'],
    ['minAge=50&maxAge=20'],
    ['supporterStatus=evil'],
  ])('refuses %s with 400', async (query) => {
    const { cookie } = await as('viewer');
    const res = await req('GET', `/api/contacts/search?${query}`, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });
});

describe('GET /api/contacts/:id', () => {
  it('returns the contact with public and volunteer phones and emails and its history', async () => {
    const c = await contact();
    const { user, cookie } = await as('editor');
    await t.db
      .insert(contactPhones)
      .values({ contactId: c.id, phoneNumber: '(850) 555-0100', isBaselineData: true, isPrimary: true });
    await req('POST', `/api/contacts/${c.id}/phones`, cookie, {
      phoneNumber: '850-555-0199',
      phoneType: 'work',
    });
    await req('PATCH', `/api/contacts/${c.id}`, cookie, { supporterStatus: 'likely-supporter' });
    const res = await req('GET', `/api/contacts/${c.id}`, cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.phones).toMatchObject([
      { phoneNumber: '(850) 555-0100', isBaselineData: true, isManuallyAdded: false },
      { phoneNumber: '(850) 555-0199', phoneType: 'work', isBaselineData: false, isManuallyAdded: true },
    ]);
    expect(body.auditLogs[0]).toMatchObject({
      action: 'update',
      fieldName: 'supporterStatus',
      userName: `Eddie Tester`,
      oldValue: 'unknown',
      newValue: 'likely-supporter',
    });
    expect(body.auditLogs[1]).toMatchObject({ action: 'create', fieldName: 'phoneNumber' });
    expect(user.id).toBeTruthy();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { cookie } = await as('viewer');
    expect((await req('GET', '/api/contacts/8b7c5e2a-1111-4a4a-9999-000000000000', cookie)).statusCode).toBe(
      404,
    );
    expect((await req('GET', '/api/contacts/abc', cookie)).statusCode).toBe(404);
  });
});

describe('PATCH /api/contacts/:id', () => {
  it('answers 404 for an unknown or malformed id, whatever the body', async () => {
    const { cookie } = await as('editor');
    for (const id of ['8b7c5e2a-1111-4a4a-9999-000000000000', 'abc'])
      for (const body of [{ notes: 'x' }, {}]) {
        const res = await req('PATCH', `/api/contacts/${id}`, cookie, body);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(CONTACT_NOT_FOUND);
      }
  });

  it('changes status and notes with one audit row per changed field; no change writes nothing', async () => {
    const c = await contact({ notes: 'Met at the market' });
    const { cookie } = await as('editor');
    const res = await req('PATCH', `/api/contacts/${c.id}`, cookie, {
      supporterStatus: 'confirmed-supporter',
      volunteerLikeliness: 'unknown',
      notes: 'Met at the market; will host a sign',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      supporterStatus: 'confirmed-supporter',
      notes: 'Met at the market; will host a sign',
    });
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.contactId, c.id));
    expect(audit.map((a) => a.fieldName).sort()).toEqual(['notes', 'supporterStatus']);
    await req('PATCH', `/api/contacts/${c.id}`, cookie, { supporterStatus: 'confirmed-supporter' });
    expect(await t.db.select().from(auditLogs).where(eq(auditLogs.contactId, c.id))).toHaveLength(2);
  });

  it('refuses notes over 2,000 characters, unknown fields and unknown statuses with 400, changing nothing', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const tooLong = await req('PATCH', `/api/contacts/${c.id}`, cookie, { notes: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(JSON.stringify(tooLong.json())).toContain('Notes must be at most 2,000 characters');
    for (const body of [{ fullName: 'Hacker' }, { supporterStatus: 'maybe' }]) {
      expect((await req('PATCH', `/api/contacts/${c.id}`, cookie, body)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(auditLogs)).toEqual([]);
  });

  it('keeps a note of 2,000 characters whole', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const note = `${'a conversation '.repeat(133)}abcde`;
    expect(note).toHaveLength(2000);
    expect((await req('PATCH', `/api/contacts/${c.id}`, cookie, { notes: note })).statusCode).toBe(200);
    expect((await req('GET', `/api/contacts/${c.id}`, cookie)).json().notes).toBe(note);
  });

  it("answers the note's versions newest first with who saved each and when, without hidden ones", async () => {
    const c = await contact();
    const first = await as('editor');
    const second = await as('admin');
    await req('PATCH', `/api/contacts/${c.id}`, first.cookie, { notes: 'Met at the market' });
    await req('PATCH', `/api/contacts/${c.id}`, second.cookie, {
      notes: 'Met at the market; will host a sign',
    });
    await req('PATCH', `/api/contacts/${c.id}`, first.cookie, { supporterStatus: 'likely-supporter' });
    const viewer = await as('viewer');
    const profile = (await req('GET', `/api/contacts/${c.id}`, viewer.cookie)).json();
    expect(profile.noteVersions).toMatchObject([
      { note: 'Met at the market; will host a sign', by: authorName(second.user) },
      { note: 'Met at the market', by: authorName(first.user) },
    ]);
    expect(Date.parse(profile.noteVersions[0].at)).toBeGreaterThanOrEqual(
      Date.parse(profile.noteVersions[1].at),
    );
    // Emptied, the note's last version is "no note", still with who emptied it.
    await req('PATCH', `/api/contacts/${c.id}`, first.cookie, { notes: '' });
    const emptied = (await req('GET', `/api/contacts/${c.id}`, viewer.cookie)).json();
    expect(emptied.noteVersions[0]).toMatchObject({ note: null, by: authorName(first.user) });
    // An entry an admin hid from the timeline is no version either.
    const [hidden] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.contactId, c.id), eq(auditLogs.newValue, 'Met at the market')));
    await t.db
      .update(auditLogs)
      .set({ hiddenAt: new Date() })
      .where(eq(auditLogs.id, hidden?.id ?? ''));
    const after = (await req('GET', `/api/contacts/${c.id}`, viewer.cookie)).json();
    expect(after.noteVersions.map((v: { note: string | null }) => v.note)).toEqual([
      null,
      'Met at the market; will host a sign',
    ]);
  });

  it('refuses a stale write with 409', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const loaded = (await req('GET', `/api/contacts/${c.id}`, cookie)).json();
    await req('PATCH', `/api/contacts/${c.id}`, cookie, {
      notes: 'first',
      expectedUpdatedAt: loaded.updatedAt,
    });
    const stale = await req('PATCH', `/api/contacts/${c.id}`, cookie, {
      notes: 'second',
      expectedUpdatedAt: loaded.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/reloaded/);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, c.id));
    expect(row?.notes).toBe('first');
  });

  it('is refused to a viewer with 403', async () => {
    const c = await contact();
    const { cookie } = await as('viewer');
    expect((await req('PATCH', `/api/contacts/${c.id}`, cookie, { notes: 'x' })).statusCode).toBe(403);
  });
});

describe('phones and emails', () => {
  it('adds, edits and deletes volunteer-added rows, audited, stored as digits', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const added = await req('POST', `/api/contacts/${c.id}/phones`, cookie, {
      phoneNumber: '(850) 555-0142',
      phoneType: 'mobile',
    });
    expect(added.statusCode).toBe(201);
    const [stored] = await t.db.select().from(contactPhones);
    expect(stored?.phoneNumber).toBe('8505550142');
    expect(
      (
        await req('PATCH', `/api/phones/${added.json().id}`, cookie, {
          phoneNumber: '8505550143',
          phoneType: 'home',
        })
      ).json(),
    ).toMatchObject({ phoneNumber: '(850) 555-0143', phoneType: 'home' });
    expect((await req('DELETE', `/api/phones/${added.json().id}`, cookie)).statusCode).toBe(200);

    const email = await req('POST', `/api/contacts/${c.id}/emails`, cookie, { email: 'maria@example.org' });
    expect(email.json()).toMatchObject({
      email: 'maria@example.org',
      emailType: 'personal',
      isManuallyAdded: true,
    });
    expect(
      (
        await req('PATCH', `/api/emails/${email.json().id}`, cookie, {
          email: 'maria@work.org',
          emailType: 'work',
        })
      ).statusCode,
    ).toBe(200);
    expect((await req('DELETE', `/api/emails/${email.json().id}`, cookie)).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.contactId, c.id));
    expect(audit.map((a) => `${a.action} ${a.tableName}.${a.fieldName}`).sort()).toEqual([
      'create contact_emails.email',
      'create contact_phones.phoneNumber',
      'delete contact_emails.email',
      'delete contact_phones.phoneNumber',
      'update contact_emails.email',
      'update contact_emails.emailType',
      'update contact_phones.phoneNumber',
      'update contact_phones.phoneType',
    ]);
  });

  it('normalises a number written with a country code, dots or spaces, as the forms do', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const added = await req('POST', `/api/contacts/${c.id}/phones`, cookie, {
      phoneNumber: '+1 850 555 0177',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ phoneNumber: '(850) 555-0177' });
    const edited = await req('PATCH', `/api/phones/${added.json().id}`, cookie, {
      phoneNumber: '1-850.555.0178',
      phoneType: 'home',
    });
    expect(edited.json()).toMatchObject({ phoneNumber: '(850) 555-0178' });
    const stored = await t.db.select().from(contactPhones).where(eq(contactPhones.id, added.json().id));
    expect(stored[0]?.phoneNumber).toBe('8505550178');
    const foreign = await req('POST', `/api/contacts/${c.id}/phones`, cookie, {
      phoneNumber: '+44 20 7946 0958',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].message).toBe('Please enter a valid 10-digit phone number');
  });

  it('refuses an edit or delete made against values someone has changed since (409), changing nothing', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const phone = (
      await req('POST', `/api/contacts/${c.id}/phones`, cookie, { phoneNumber: '8505550160' })
    ).json();
    const shown = { phoneNumber: phone.phoneNumber, phoneType: phone.phoneType };
    const edited = await req('PATCH', `/api/phones/${phone.id}`, cookie, {
      phoneNumber: '8505550161',
      phoneType: 'mobile',
      expected: shown,
    });
    expect(edited.statusCode, edited.body).toBe(200);

    // A second device still shows (850) 555-0160.
    const stale = await req('PATCH', `/api/phones/${phone.id}`, cookie, {
      phoneNumber: '8505550162',
      phoneType: 'home',
      expected: shown,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone changed this phone number since you edited it. Review it and try again.',
    );
    const staleDelete = await req('DELETE', `/api/phones/${phone.id}`, cookie, { expected: shown });
    expect(staleDelete.statusCode).toBe(409);
    const [kept] = await t.db.select().from(contactPhones).where(eq(contactPhones.id, phone.id));
    expect(kept).toMatchObject({ phoneNumber: '8505550161', phoneType: 'mobile' });

    const current = { phoneNumber: '(850) 555-0161', phoneType: 'mobile' };
    expect((await req('DELETE', `/api/phones/${phone.id}`, cookie, { expected: current })).statusCode).toBe(
      200,
    );
    const gone = await req('PATCH', `/api/phones/${phone.id}`, cookie, {
      phoneNumber: '8505550163',
      expected: current,
    });
    expect(gone.statusCode).toBe(404);

    const email = (
      await req('POST', `/api/contacts/${c.id}/emails`, cookie, { email: 'ana@example.org' })
    ).json();
    const emailShown = { email: 'ana@example.org', emailType: 'personal' };
    await req('PATCH', `/api/emails/${email.id}`, cookie, {
      email: 'Ana@example.org',
      emailType: 'personal',
    });
    const staleEmail = await req('DELETE', `/api/emails/${email.id}`, cookie, { expected: emailShown });
    expect(staleEmail.statusCode).toBe(409);
    expect(staleEmail.json().message).toBe(
      'Someone changed this email address since you edited it. Review it and try again.',
    );
    const malformed = await req('DELETE', `/api/emails/${email.id}`, cookie, { expected: { email: 5 } });
    expect(malformed.statusCode).toBe(400);
    expect(await t.db.select().from(contactEmails).where(eq(contactEmails.id, email.id))).toHaveLength(1);
  });

  it('validates as the form does, refuses duplicates (409) and protects public rows (403)', async () => {
    const c = await contact();
    const { cookie } = await as('editor');
    const bad = await req('POST', `/api/contacts/${c.id}/phones`, cookie, { phoneNumber: '555-1234' });
    expect(bad.json().errors[0].message).toBe('Please enter a valid 10-digit phone number');
    const badEmail = await req('POST', `/api/contacts/${c.id}/emails`, cookie, { email: 'maria@x' });
    expect(badEmail.json().errors[0].message).toBe('Please enter a valid email address');
    expect(
      (
        await req('POST', `/api/contacts/${c.id}/phones`, cookie, {
          phoneNumber: '8505550100',
          phoneType: 'fax',
        })
      ).statusCode,
    ).toBe(400);

    const [publicPhone] = await t.db
      .insert(contactPhones)
      .values({ contactId: c.id, phoneNumber: '(850) 555-0100', isBaselineData: true })
      .returning();
    const dup = await req('POST', `/api/contacts/${c.id}/phones`, cookie, { phoneNumber: '850.555.0100' });
    expect(dup.statusCode).toBe(409);
    const edit = await req('PATCH', `/api/phones/${publicPhone?.id}`, cookie, {
      phoneNumber: '8505550101',
      phoneType: 'home',
    });
    expect(edit.statusCode).toBe(403);
    expect((await req('DELETE', `/api/phones/${publicPhone?.id}`, cookie)).statusCode).toBe(403);
    const [publicEmail] = await t.db
      .insert(contactEmails)
      .values({ contactId: c.id, email: 'pub@example.org', isBaselineData: true })
      .returning();
    expect((await req('DELETE', `/api/emails/${publicEmail?.id}`, cookie)).statusCode).toBe(403);
    expect(
      (await req('POST', `/api/contacts/${c.id}/emails`, cookie, { email: 'PUB@example.org' })).statusCode,
    ).toBe(409);
  });
});

describe('GET /api/contacts/:id/export', () => {
  it('downloads one contact as CSV with formula cells neutralised', async () => {
    const c = await contact({ systemId: '100200300', notes: '=HYPERLINK("http://evil")' });
    const { cookie } = await as('viewer');
    const res = await req('GET', `/api/contacts/${c.id}/export`, cookie);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact_100200300_export.csv"');
    expect(res.body.startsWith('\uFEFFSystem ID,')).toBe(true);
    expect(res.body).toContain('María López');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('has the columns of a bulk export, then the phones and emails', async () => {
    const c = await contact({ systemId: '100200301', isActive: false });
    const { cookie } = await as('viewer');
    const [header = '', values = ''] = (await req('GET', `/api/contacts/${c.id}/export`, cookie)).body
      .replace('\uFEFF', '')
      .split('\r\n');
    const bulkContactColumns = EXPORT_COLUMNS.filter((h) => !/^(Primary|All) (Phone|Email)/.test(h));
    expect(header.split(',')).toEqual([...bulkContactColumns, 'Phones', 'Emails']);
    expect(values.split(',')[header.split(',').indexOf('Active')]).toBe('no');
  });
});
