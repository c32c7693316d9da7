/**
 * Precinct, district and voter status filters: in the search, in the export preview, in lists, and as choices
 * with counts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function signedIn(role: 'viewer' | 'editor' | 'admin') {
  const user = await createUser(t.db, { role });
  return sessionCookieFor(t.app, t.db, user.id);
}

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Five voters over three precincts and two house districts; one of precinct 1401 is inactive. */
async function seed() {
  const voter = (firstName: string, precinct: string, houseDistrict: string, isActive = true) =>
    createContact(t.db, {
      firstName,
      fullName: `${firstName} Precinct`,
      precinct,
      houseDistrict,
      district: '2',
      voterStatus: 'ACT',
      isActive,
    });
  return {
    ana: await voter('Ana', '1401', '8'),
    ben: await voter('Ben', '1401', '8'),
    cy: await voter('Cy', '2302', '8'),
    dee: await voter('Dee', '10', '9'),
    gone: await voter('Gone', '1401', '8', false),
  };
}

/** The message of each field the answer says is wrong. */
const fieldMessages = (body: string) =>
  (JSON.parse(body).errors as { message: string }[]).map((e) => e.message);

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const exportPreview = (payload: object, cookie: string) => post('/api/admin/export/preview', cookie, payload);

const names = (body: string) =>
  (JSON.parse(body).contacts as { firstName: string }[]).map((c) => c.firstName).sort();

describe('GET /api/contacts/search with precinct and district filters', () => {
  it('matches a precinct exactly, a comma-separated list of them, and combines with districts and names', async () => {
    await seed();
    const cookie = await signedIn('viewer');
    const one = await get('/api/contacts/search?precinct=1401', cookie);
    expect(one.statusCode).toBe(200);
    expect(names(one.body)).toEqual(['Ana', 'Ben']);
    expect(JSON.parse(one.body).total).toBe(2);
    expect(names((await get('/api/contacts/search?precinct=1401,%2010', cookie)).body)).toEqual([
      'Ana',
      'Ben',
      'Dee',
    ]);
    expect(names((await get('/api/contacts/search?precinct=140', cookie)).body)).toEqual([]);
    expect(names((await get('/api/contacts/search?houseDistrict=8&precinct=2302,10', cookie)).body)).toEqual([
      'Cy',
    ]);
    expect(names((await get('/api/contacts/search?district=2&firstName=b', cookie)).body)).toEqual(['Ben']);
    for (const param of ['senateDistrict', 'commissionDistrict', 'schoolBoardDistrict'])
      expect(JSON.parse((await get(`/api/contacts/search?${param}=1`, cookie)).body).total).toBe(0);
  });

  it('counts again after an import moves a voter to another precinct', async () => {
    const { dee } = await seed();
    const cookie = await signedIn('viewer');
    const url = '/api/contacts/search?precinct=1401';
    expect(JSON.parse((await get(url, cookie)).body).total).toBe(2);
    await t.db.update(contacts).set({ precinct: '1401' }).where(eq(contacts.id, dee.id));
    expect(JSON.parse((await get(url, cookie)).body).total).toBe(3);
  });

  it('refuses a value that is too long or a list that is too long, saying which filter', async () => {
    const cookie = await signedIn('viewer');
    const long = await get(`/api/contacts/search?precinct=${'9'.repeat(41)}`, cookie);
    expect(long.statusCode).toBe(400);
    expect(fieldMessages(long.body)).toContain('Precinct must be at most 40 characters');
    const many = Array.from({ length: 201 }, (_, i) => String(i)).join(',');
    const tooMany = await get(`/api/contacts/search?houseDistrict=${many}`, cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(fieldMessages(tooMany.body)).toContain('House District: at most 200 values');
  });
});

describe('GET /api/contacts/filter-choices', () => {
  it("lists each filter's values among active voters with counts, in numeric order", async () => {
    await seed();
    const res = await get('/api/contacts/filter-choices', await signedIn('viewer'));
    expect(res.statusCode).toBe(200);
    const choices = JSON.parse(res.body);
    expect(choices.precinct).toEqual([
      { value: '10', count: 1 },
      { value: '1401', count: 2 },
      { value: '2302', count: 1 },
    ]);
    expect(choices.houseDistrict).toEqual([
      { value: '8', count: 3 },
      { value: '9', count: 1 },
    ]);
    expect(choices.district).toEqual([{ value: '2', count: 4 }]);
    expect(choices.senateDistrict).toEqual([]);
  });

  it('is refused to a visitor who is not signed in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contacts/filter-choices' })).statusCode).toBe(401);
  });
});

describe('export preview with precinct and district filters', () => {
  it('counts the voters of the chosen precincts and districts, those no longer in the voter file when asked', async () => {
    await seed();
    const cookie = await signedIn('admin');
    const preview = (payload: object) => exportPreview(payload, cookie);
    expect(JSON.parse((await preview({ precinct: ['1401'] })).body).count).toBe(2);
    expect(JSON.parse((await preview({ precinct: ['1401'], includeInactive: true })).body).count).toBe(3);
    expect(
      JSON.parse(
        (await preview({ precinct: ['1401', '10'], houseDistrict: ['8'], includeInactive: true })).body,
      ).count,
    ).toBe(3);
    expect(JSON.parse((await preview({ exportType: 'active-voters', precinct: ['1401'] })).body).count).toBe(
      2,
    );
    const bad = await preview({ precinct: [''] });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.body)).toContain('Precinct must not be empty');
  });
});

describe('the voter status filter', () => {
  /** Three active registrations and one inactive (INA), and an INA voter no longer in the voter file. */
  async function seedStatuses() {
    const voter = (firstName: string, voterStatus: string, isActive = true) =>
      createContact(t.db, { firstName, fullName: `${firstName} Status`, voterStatus, isActive });
    return {
      ada: await voter('Ada', 'ACT'),
      bo: await voter('Bo', 'ACT'),
      cal: await voter('Cal', 'ACT'),
      ina: await voter('Ina', 'INA'),
      gone: await voter('Gone', 'INA', false),
    };
  }

  it('finds the voters of a status, or of a list of them, and counts again when a status changes', async () => {
    const { cal } = await seedStatuses();
    const cookie = await signedIn('viewer');
    const before = await get('/api/contacts/search?voterStatus=INA', cookie);
    expect(names(before.body)).toEqual(['Ina']);
    expect(JSON.parse(before.body).total).toBe(1);
    expect(names((await get('/api/contacts/search?voterStatus=ACT&firstName=b', cookie)).body)).toEqual([
      'Bo',
    ]);
    expect(JSON.parse((await get('/api/contacts/search?voterStatus=ACT,INA', cookie)).body).total).toBe(4);
    await t.db.update(contacts).set({ voterStatus: 'INA' }).where(eq(contacts.id, cal.id));
    const after = await get('/api/contacts/search?voterStatus=INA', cookie);
    expect(names(after.body)).toEqual(['Cal', 'Ina']);
    expect(JSON.parse(after.body).total).toBe(2);
  });

  it("cuts a list of the inactive registrations from the search's filters", async () => {
    await seedStatuses();
    const cookie = await signedIn('editor');
    const made = await post('/api/lists', cookie, {
      name: 'Re-registration',
      kind: 'walk',
      filters: { voterStatus: 'INA' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id, size } = JSON.parse(made.body) as { id: string; size: number };
    expect(size).toBe(1);
    const list = JSON.parse((await get(`/api/lists/${id}`, cookie)).body) as {
      members: { fullName: string }[];
    };
    expect(list.members.map((m) => m.fullName)).toEqual(['Ina Status']);
  });

  it('offers the statuses the active voters have, with counts', async () => {
    await seedStatuses();
    const choices = JSON.parse((await get('/api/contacts/filter-choices', await signedIn('viewer'))).body);
    expect(choices.voterStatus).toEqual([
      { value: 'ACT', count: 3 },
      { value: 'INA', count: 1 },
    ]);
  });

  it('narrows an export preview, and refuses a status that is too long', async () => {
    await seedStatuses();
    const cookie = await signedIn('admin');
    const preview = (payload: object) => exportPreview(payload, cookie);
    expect(JSON.parse((await preview({ voterStatus: ['INA'] })).body).count).toBe(1);
    expect(JSON.parse((await preview({ voterStatus: ['INA'], includeInactive: true })).body).count).toBe(2);
    expect(
      JSON.parse((await preview({ exportType: 'active-voters', voterStatus: ['INA'] })).body).count,
    ).toBe(0);
    const bad = await get(`/api/contacts/search?voterStatus=${'A'.repeat(41)}`, await signedIn('viewer'));
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.body)).toContain('Voter Status must be at most 40 characters');
  });
});
