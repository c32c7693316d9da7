/** Finding the voter you know: by a nickname, by a misspelling, by their street. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userNetworks } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function viewer() {
  const user = await createUser(t.db, { role: 'viewer' });
  return sessionCookieFor(t.app, t.db, user.id);
}

const search = async (query: string, cookie: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/contacts/search?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body) as {
    total: number;
    capped: boolean;
    contacts: { firstName: string; lastName: string; match: string }[];
    similar?: { firstName: string; lastName: string }[];
  };
};

const person = (firstName: string, lastName: string, extra: Parameters<typeof createContact>[1] = {}) =>
  createContact(t.db, { firstName, lastName, fullName: `${firstName} ${lastName}`, ...extra });

/** The first names an address search finds, in the order shown. */
const firstNamesAt = async (address: string, cookie: string) =>
  (await search(`address=${encodeURIComponent(address)}`, cookie)).contacts.map((c) => c.firstName);

const shown = (body: { contacts: { firstName: string; lastName: string; match: string }[] }) =>
  body.contacts.map((c) => `${c.firstName} ${c.lastName} (${c.match})`);

describe('a first-name search with nicknames', () => {
  it('finds William for Bill and Bill for William, prefix matches first, and counts both', async () => {
    await person('William', 'Smith');
    await person('Bill', 'Adams');
    await person('Billie', 'Zane');
    await person('Walter', 'Ng');
    const cookie = await viewer();

    const bill = await search('firstName=Bill', cookie);
    expect(shown(bill)).toEqual(['Bill Adams (prefix)', 'Billie Zane (prefix)', 'William Smith (nickname)']);
    expect(bill.total).toBe(3);

    const william = await search('firstName=william', cookie);
    expect(shown(william)).toEqual(['William Smith (prefix)', 'Bill Adams (nickname)']);
    expect(william.total).toBe(2);

    // Pages run on from the prefix matches into the nickname matches, each contact once.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search(`firstName=Bill&limit=1&page=${page}`, cookie));
    expect(pages.flatMap(shown)).toEqual([
      'Bill Adams (prefix)',
      'Billie Zane (prefix)',
      'William Smith (nickname)',
    ]);
    expect(pages.map((p) => p.total)).toEqual([3, 3, 3]);
  });

  it('finds Katherine for Kathy, José for Pepe, and combines with the last name', async () => {
    await person('Katherine', 'Lee');
    await person('Kathleen', 'Moss');
    await person('José', 'García');
    await person('Pepe', 'Lee');
    const cookie = await viewer();
    expect(shown(await search('firstName=Kathy', cookie))).toEqual([
      'Katherine Lee (nickname)',
      'Kathleen Moss (nickname)',
    ]);
    expect(shown(await search('firstName=pepe', cookie))).toEqual([
      'Pepe Lee (prefix)',
      'José García (nickname)',
    ]);
    expect(shown(await search('firstName=Kathy&lastName=le', cookie))).toEqual(['Katherine Lee (nickname)']);
  });

  it('marks every result of a search without a nickname as a prefix match', async () => {
    await person('Zed', 'Quill');
    const body = await search('lastName=qui', await viewer());
    expect(shown(body)).toEqual(['Zed Quill (prefix)']);
  });
});

describe('a last-name search and compound surnames', () => {
  it('finds the last part of a hyphenated or spaced surname, after the surnames that start with the text', async () => {
    await person('Ana', 'Garcia-Reyes');
    await person('Ben', 'Reyes');
    await person('Cal', 'Reyesford');
    await person('Dee', 'Diaz-Perez');
    await person('Eve', 'Perez');
    await person('Fay', 'De La Cruz');
    await person('Gil', 'Cruz');
    await person('Hal', 'Castillo');
    const cookie = await viewer();
    const reyes = await search('lastName=Reyes', cookie);
    expect(shown(reyes)).toEqual([
      'Ben Reyes (prefix)',
      'Cal Reyesford (prefix)',
      'Ana Garcia-Reyes (surnamePart)',
    ]);
    expect(reyes.total).toBe(3);
    expect(shown(await search('lastName=perez', cookie))).toEqual([
      'Eve Perez (prefix)',
      'Dee Diaz-Perez (surnamePart)',
    ]);
    expect(shown(await search('lastName=Cruz', cookie))).toEqual([
      'Gil Cruz (prefix)',
      'Fay De La Cruz (surnamePart)',
    ]);
    expect(shown(await search('lastName=Garcia-Reyes', cookie))).toEqual(['Ana Garcia-Reyes (prefix)']);
    expect(shown(await search('lastName=Reyes&firstName=an', cookie))).toEqual([
      'Ana Garcia-Reyes (surnamePart)',
    ]);
    // Pages run on from the prefix matches into the part matches.
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await search(`lastName=Reyes&limit=1&page=${page}`, cookie));
    expect(pages.flatMap(shown)).toEqual(shown(reyes));
  });

  it('reads a suffix typed after the surname as the suffix', async () => {
    await person('Hal', 'Aldhurst', { suffix: 'JR' });
    await person('Ida', 'Aldhurst');
    await person('Jon', 'Aldhurst', { suffix: 'III' });
    await person('Kit', 'Garcia-Aldhurst', { suffix: 'Jr.' });
    const cookie = await viewer();
    expect(shown(await search('lastName=Aldhurst%20Jr', cookie))).toEqual([
      'Hal Aldhurst (prefix)',
      'Kit Garcia-Aldhurst (surnamePart)',
    ]);
    expect(shown(await search(`lastName=${encodeURIComponent('aldhurst, jr.')}`, cookie))).toEqual([
      'Hal Aldhurst (prefix)',
      'Kit Garcia-Aldhurst (surnamePart)',
    ]);
    expect(shown(await search('lastName=Aldhurst%20III', cookie))).toEqual(['Jon Aldhurst (prefix)']);
    expect(shown(await search('lastName=Aldhurst%20Sr', cookie))).toEqual([]);
    expect((await search('lastName=Jr', cookie)).total).toBe(0);
  });
});

describe('odd names and addresses', () => {
  it('find nobody rather than fail', async () => {
    await person('Ana', 'Garcia-Reyes', { streetAddress: '2742 S Monroe St' });
    const cookie = await viewer();
    const odd = ['-', ' - ', 'Jr', ', Jr.', '- Jr', '%', '_', "'", 'a-', 'De La '];
    for (const lastName of odd) await search(`lastName=${encodeURIComponent(lastName)}`, cookie);
    for (const address of [',', ',,,', '# ,', '2742 ,', 'St 205', '9'.repeat(90), 'S', '2742 S, FL']) {
      await search(`address=${encodeURIComponent(address)}`, cookie);
    }
    expect((await search(`lastName=${encodeURIComponent('a-')}`, cookie)).total).toBe(0);
  });
});

describe('similar names', () => {
  it('offers Smith for "Smtih" and González for "Gonzales" when the search finds less than a page', async () => {
    await person('Ann', 'Smith');
    await person('Luis', 'González');
    await person('Rosa', 'Gonzales');
    await person('Tom', 'Baker');
    const cookie = await viewer();
    const smtih = await search('lastName=Smtih', cookie);
    expect(smtih.total).toBe(0);
    expect(smtih.similar?.map((c) => c.lastName)).toEqual(['Smith']);

    const gonzales = await search('lastName=Gonzales', cookie);
    expect(shown(gonzales)).toEqual(['Rosa Gonzales (prefix)']);
    expect(gonzales.similar?.map((c) => c.lastName)).toEqual(['González']);
  });

  it('keeps the other filters, and gives no similar names to a search without a name', async () => {
    await person('Ann', 'Smith', { party: 'DEM' });
    await person('Bo', 'Smith', { party: 'REP' });
    const cookie = await viewer();
    expect((await search('lastName=Smtih&party=REP', cookie)).similar?.map((c) => c.firstName)).toEqual([
      'Bo',
    ]);
    expect((await search('party=REP', cookie)).similar).toBeUndefined();
    expect((await search('lastName=Sx', cookie)).similar).toBeUndefined();
  });

  it('offers the ten closest in name order, a first name alone too, however many share a close name', async () => {
    const firstNames = 'Abe Bea Cy Di Ed Flo Gus Hal Ida Jo Kai Lu'.split(' ');
    for (const first of firstNames) await person(first, 'Smith');
    await person('Brian', 'Ortiz');
    await person('Bruno', 'Ortiz');
    const cookie = await viewer();
    const smtih = await search('lastName=Smtih', cookie);
    expect(smtih.similar?.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(
      firstNames.slice(0, 10).map((first) => `${first} Smith`),
    );
    const brain = await search('firstName=Brain', cookie);
    expect(brain.total).toBe(0);
    expect(brain.similar?.map((c) => c.firstName)).toEqual(['Brian', 'Bruno']);
    expect((await search('firstName=Brain&lastName=Ortiz', cookie)).similar?.map((c) => c.firstName)).toEqual(
      ['Brian', 'Bruno'],
    );
  });
});

describe('address search', () => {
  it('matches a house number and street prefix, or a street alone, with abbreviations either way', async () => {
    await person('Ana', 'Lake', { streetAddress: '2661 LAKE ELLA DR APT 4' });
    await person('Ben', 'Lake', { streetAddress: '2700 Lake Ella Drive' });
    await person('Cy', 'North', { streetAddress: '12 N. Monroe Street' });
    await person('Dee', 'Other', { streetAddress: '2661 Lakeshore Blvd' });
    const cookie = await viewer();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    expect(await firstNames('2661 Lake')).toEqual(['Ana', 'Dee']);
    expect(await firstNames('2661 lake ella drive')).toEqual(['Ana']);
    expect(await firstNames('Lake Ella Dr')).toEqual(['Ana', 'Ben']);
    expect(await firstNames('  lake   ELLA ')).toEqual(['Ana', 'Ben']);
    expect(await firstNames('north monroe st')).toEqual(['Cy']);
    expect(await firstNames('12 N Monroe')).toEqual(['Cy']);
    expect(await firstNames('Monroe')).toEqual(['Cy']);
    expect(
      (await search('address=Lake%20Ella&firstName=be', cookie)).contacts.map((c) => c.firstName),
    ).toEqual(['Ben']);
  });
});

describe('an address typed as people write it', () => {
  const typedAddresses = async () => {
    await person('Ana', 'Street', { streetAddress: '2742 S Monroe St' });
    await person('Ben', 'Street', { streetAddress: '10 N Monroe St Apt 3' });
    await person('Cy', 'Street', { streetAddress: '5744 Lake Ella Dr' });
    await person('Dee', 'Street', { streetAddress: '6262 Shamrock St Apt 205' });
    await person('Eve', 'Street', { streetAddress: '6262 Shamrock St Apt 206' });
    await person('Fay', 'Street', { streetAddress: '14 Nancy Ln' });
    await person('Gil', 'Street', { streetAddress: '9 Capital Cir NW Unit 12' });
    return viewer();
  };

  it('finds a street without the directional it starts with, and keeps a directional that is typed', async () => {
    const cookie = await typedAddresses();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    expect(await firstNames('Monroe')).toEqual(['Ana', 'Ben']);
    expect(await firstNames('monroe st')).toEqual(['Ana', 'Ben']);
    expect(await firstNames('2742 Monroe')).toEqual(['Ana']);
    expect(await firstNames('2742 Monroe St')).toEqual(['Ana']);
    expect(await firstNames('10 Monroe St Apt 3')).toEqual(['Ben']);
    expect(await firstNames('S Monroe')).toEqual(['Ana']);
    expect(await firstNames('South Monroe St')).toEqual(['Ana']);
    expect(await firstNames('2742 N Monroe')).toEqual([]);
    expect(await firstNames('Nancy')).toEqual(['Fay']);
    expect(await firstNames('N')).toEqual(['Ben', 'Fay']);
  });

  it('pages through a street found with and without its directions in name order, counting all of them', async () => {
    const homes: [string, string][] = [
      ['Eli', '5 S Oak St'],
      ['Ava', '1 N Oak St'],
      ['Dot', '4 N Oak St'],
      ['Cal', '3 Oak St'],
      ['Bo', '2 S Oak St'],
    ];
    for (const [first, street] of homes) await person(first, 'Stone', { streetAddress: street });
    await person('William', 'Stone', { streetAddress: '7 N Oak St' });
    await person('Bill', 'Stone', { streetAddress: '8 S Oak St' });
    const cookie = await viewer();
    const page = async (n: number) => {
      const body = await search(`address=Oak%20St&limit=3&page=${n}`, cookie);
      return { total: body.total, names: body.contacts.map((c) => c.firstName) };
    };
    expect(await page(1)).toEqual({ total: 7, names: ['Ava', 'Bill', 'Bo'] });
    expect(await page(2)).toEqual({ total: 7, names: ['Cal', 'Dot', 'Eli'] });
    expect(await page(3)).toEqual({ total: 7, names: ['William'] });
    // A nickname on the same street: as typed first, then by the nickname, whichever direction each lives on.
    const bill = await search('address=Oak%20St&firstName=Bill', cookie);
    expect(shown(bill)).toEqual(['Bill Stone (prefix)', 'William Stone (nickname)']);
    expect(bill.total).toBe(2);
    expect(await firstNamesAt('Oak St', cookie)).toHaveLength(7);
    expect(await firstNamesAt('W Oak St', cookie)).toEqual([]);
  });

  it('reads a pasted address up to its first comma', async () => {
    const cookie = await typedAddresses();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    expect(await firstNames('5744 Lake Ella Dr, Tallahassee')).toEqual(['Cy']);
    expect(await firstNames('5744 Lake Ella Dr, Tallahassee, FL 32303')).toEqual(['Cy']);
    expect(await firstNames('2742 S Monroe St, Tallahassee, FL 32301-1234')).toEqual(['Ana']);
    expect(await firstNames(', Tallahassee')).toEqual([]);
    expect(await firstNames(',')).toEqual([]);
  });

  it('reads a bare number after the street type as the unit', async () => {
    const cookie = await typedAddresses();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    expect(await firstNames('6262 Shamrock St 205')).toEqual(['Dee']);
    expect(await firstNames('6262 Shamrock Street 206')).toEqual(['Eve']);
    expect(await firstNames('Shamrock St 205')).toEqual(['Dee']);
    expect(await firstNames('9 Capital Cir NW 12')).toEqual(['Gil']);
    expect(await firstNames('6262 Shamrock St')).toEqual(['Dee', 'Eve']);
  });
});

describe('an address typed word by word', () => {
  it('finds the street while a street word is still being typed, and no other street for it', async () => {
    await person('Ana', 'Lake', { streetAddress: '2661 Lake Ella Dr' });
    await person('Ben', 'Lake', { streetAddress: '2700 LAKE ELLA DRIVE APT 2' });
    await person('Cy', 'Drake', { streetAddress: '5 Lake Ella Drake Ct' });
    await person('Dee', 'Dripping', { streetAddress: '9 Lake Ella Dripping Way' });
    await person('Eve', 'North', { streetAddress: '12 North Monroe St' });
    await person('Fay', 'Oak', { streetAddress: '1 Oak St Apt 4' });
    const cookie = await viewer();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    // Name order: Drake, Dripping, Lake.
    expect(await firstNames('Lake Ella Dr')).toEqual(['Cy', 'Dee', 'Ana', 'Ben']);
    // "Dri" is on its way to Drive (stored "dr") or is a street of its own (Dripping); never Drake.
    expect(await firstNames('Lake Ella Dri')).toEqual(['Dee', 'Ana', 'Ben']);
    expect(await firstNames('Lake Ella Driv')).toEqual(['Ana', 'Ben']);
    expect(await firstNames('2661 Lake Ella Driv')).toEqual(['Ana']);
    expect(await firstNames('12 Nort')).toEqual(['Eve']);
    // "apa" sorts before its short form "apt".
    expect(await firstNames('1 Oak St Apa')).toEqual(['Fay']);
  });

  it('reads a street word typed in full as that word, not as the start of every street its short form starts', async () => {
    await person('Ana', 'Lake', { streetAddress: '2661 Lake Ella Dr' });
    await person('Ben', 'Lake', { streetAddress: '2700 LAKE ELLA DRIVE APT 2' });
    await person('Cy', 'Drake', { streetAddress: '5 Lake Ella Drake Ct' });
    await person('Gus', 'Way', { streetAddress: '3 Lake Ella Driveway' });
    await person('Eve', 'North', { streetAddress: '12 North Monroe St' });
    await person('Nan', 'Nancy', { streetAddress: '14 Nancy Ln' });
    await person('Ned', 'Northwood', { streetAddress: '8 Northwood Cir' });
    await person('Lou', 'Lane', { streetAddress: '40 Elm Lane' });
    await person('Lee', 'Lynx', { streetAddress: '41 Elm Lynx Rd' });
    const cookie = await viewer();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    // Drive is stored "dr": typed in full it finds Drive (and Driveway, on its way), never Drake Ct.
    expect(await firstNames('Lake Ella Drive')).toEqual(['Ana', 'Ben', 'Gus']);
    expect(await firstNames('2661 lake ella drive')).toEqual(['Ana']);
    expect(await firstNames('Lake Ella Drive ')).toEqual(['Ana', 'Ben', 'Gus']);
    // North is stored "n": North Monroe and Northwood, not Nancy.
    expect(await firstNames('North')).toEqual(['Eve', 'Ned']);
    // "ln" sorts after "lane": Elm Lane, not Elm Lynx.
    expect(await firstNames('Elm Lane')).toEqual(['Lou']);
  });
});

describe('a unit written with "#"', () => {
  it('is found by "Apt" and finds "Apt", and makes one household with it', async () => {
    const hash = await person('Hana', 'Unit', { streetAddress: '1 Oak St #4', zipCode: '32303' });
    await person('Abe', 'Unit', { streetAddress: '1 Oak Street Apt 4', zipCode: '32303' });
    await person('Cal', 'Unit', { streetAddress: '1 Oak St Unit #5', zipCode: '32303' });
    const cookie = await viewer();
    const firstNames = (address: string) => firstNamesAt(address, cookie);
    expect(await firstNames('1 Oak St Apt 4')).toEqual(['Abe', 'Hana']);
    expect(await firstNames('Oak St Apt 4')).toEqual(['Abe', 'Hana']);
    expect(await firstNames('1 Oak St #4')).toEqual(['Abe', 'Hana']);
    expect(await firstNames('1 Oak St Apt #5')).toEqual(['Cal']);
    const res = await t.app.inject({ method: 'GET', url: `/api/contacts/${hash.id}`, headers: { cookie } });
    expect(JSON.parse(res.body).household).toEqual({
      count: 2,
      others: [{ id: expect.any(String), fullName: 'Abe Unit' }],
      unlisted: 0,
    });
  });
});

describe('a profile shows its household', () => {
  it('lists the other active voters at the same address and ZIP, a different apartment apart', async () => {
    const ana = await person('Ana', 'Home', { streetAddress: '2661 Lake Ella Dr Apt 4', zipCode: '32303' });
    await person('Ben', 'Home', { streetAddress: '2661 LAKE ELLA DRIVE, APT. 4', zipCode: '32303-1234' });
    await person('Cy', 'Home', { streetAddress: '2661 Lake Ella Dr Apt 5', zipCode: '32303' });
    await person('Dee', 'Home', { streetAddress: '2661 Lake Ella Dr Apt 4', zipCode: '32304' });
    await person('Gone', 'Home', {
      streetAddress: '2661 Lake Ella Dr Apt 4',
      zipCode: '32303',
      isActive: false,
    });
    const alone = await person('Eve', 'Solo', { streetAddress: '9 Elm St', zipCode: '32303' });
    const cookie = await viewer();
    const profile = async (id: string) =>
      JSON.parse(
        (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: { cookie } })).body,
      );
    expect((await profile(ana.id)).household).toEqual({
      count: 2,
      others: [{ id: expect.any(String), fullName: 'Ben Home' }],
      unlisted: 0,
    });
    expect((await profile(alone.id)).household).toEqual({ count: 1, others: [], unlisted: 0 });
  });

  it('lists the first 50 housemates by name and says how many more there are', async () => {
    const residents = [];
    for (let i = 0; i < 53; i++)
      residents.push(
        await person(`R${String(i).padStart(2, '0')}`, 'Hall', {
          streetAddress: '1 College Ave',
          zipCode: '32306',
        }),
      );
    const cookie = await viewer();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${residents[0]?.id}`,
      headers: { cookie },
    });
    const { household } = JSON.parse(res.body);
    expect(household.count).toBe(53);
    expect(household.others).toHaveLength(50);
    expect(household.others[0].fullName).toBe('R01 Hall');
    expect(household.unlisted).toBe(2);
  });
});

describe('who already knows them', () => {
  it('shows editors and admins whose networks the contact is in, hides it by the setting, never tells viewers', async () => {
    const contact = await person('Known', 'Voter');
    const maria = await createUser(t.db, { role: 'editor', firstName: 'Maria', lastName: 'García' });
    const sam = await createUser(t.db, { role: 'admin', firstName: 'Sam', lastName: 'Taylor' });
    const vic = await createUser(t.db, { role: 'viewer', firstName: 'Vic', lastName: 'Viewer' });
    await createUser(t.db, { role: 'editor', firstName: 'Nobody', lastName: 'Else' });
    await t.db.insert(userNetworks).values([
      { userId: maria.id, contactId: contact.id },
      { userId: sam.id, contactId: contact.id },
    ]);
    const as = async (userId: string) => {
      const cookie = await sessionCookieFor(t.app, t.db, userId);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/contacts/${contact.id}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return { body: JSON.parse(res.body), cookie };
    };
    expect((await as(maria.id)).body.knownBy).toEqual([
      { name: 'Maria G.', you: true },
      { name: 'Sam T.', you: false },
    ]);
    const admin = await as(sam.id);
    expect(admin.body.knownBy).toEqual([
      { name: 'Sam T.', you: true },
      { name: 'Maria G.', you: false },
    ]);
    expect('knownBy' in (await as(vic.id)).body).toBe(false);

    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { showNetworkOwners: false },
    });
    expect(off.statusCode).toBe(200);
    expect('knownBy' in (await as(maria.id)).body).toBe(false);
    expect('knownBy' in (await as(sam.id)).body).toBe(false);
  });
});

describe('the count cap', () => {
  it('counts exactly up to 10,000 and says "more" above it, with pages up to the cap', async () => {
    await t.db.execute(sql`
      INSERT INTO contacts (system_id, full_name, first_name, last_name, party)
      SELECT 'CAP-' || g, 'Cap ' || g, 'Cap', 'Capped', 'GRN' FROM generate_series(1, 10001) g`);
    const cookie = await viewer();
    const above = await search('party=GRN', cookie);
    expect([above.total, above.capped]).toEqual([10_000, true]);
    // A name pages a non-admin's search (a filter alone gives the first page only, issue 36).
    expect((await search('lastName=Capped&page=500', cookie)).contacts).toHaveLength(20);
    // Past the cap there is no page to show: a clear 400 instead of reading past 10,000 rows.
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/contacts/search?lastName=Capped&page=501',
      headers: { cookie },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message:
        'Results stop at 10,000 contacts, so the last page is 500. Add a name or a filter to narrow the search.',
      errors: [{ path: 'page' }],
    });
    await t.db.execute(sql`DELETE FROM contacts WHERE system_id = 'CAP-1'`);
    const at = await search('party=GRN', cookie);
    expect([at.total, at.capped]).toEqual([10_000, false]);
    const small = await search('party=GRN&firstName=Cap&lastName=Capped&zipCode=99999', cookie);
    expect([small.total, small.capped]).toEqual([0, false]);
  });
});
