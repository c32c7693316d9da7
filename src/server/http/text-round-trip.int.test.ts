/**
 * Text a person typed comes back exactly as stored, for any Unicode: astral characters, combining marks,
 * right-to-left text, zero-width characters. Text PostgreSQL cannot store (a NUL character, half of a
 * surrogate pair) is refused with a 400 and a message, never silently changed.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../common/schemas/common.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

/** Mostly any code point; now and then one that tends to break things. */
const unit = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\u0301',
      '\u202E',
      '\u200F',
      '\u200B',
      '\uFEFF',
      '😀',
      '👩‍👩‍👧',
      '<',
      "'",
      ' ',
      '\n',
      '\u0000',
      '\uD800',
      '\uDFFF',
    ),
  },
);
const text = (maxLength: number) => fc.string({ unit, maxLength });

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** What PostgreSQL's text type can hold: well-formed Unicode without NUL. */
const storable = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let cookie = '';
let adminCookie = '';
let contactId = '';

beforeEach(async () => {
  const editor = await createUser(t.db, { role: 'editor' });
  const admin = await createUser(t.db, { role: 'admin' });
  cookie = await sessionCookieFor(t.app, t.db, editor.id);
  adminCookie = await sessionCookieFor(t.app, t.db, admin.id);
  contactId = (await createContact(t.db)).id;
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url, payload, headers: { cookie: as } });

function expectRefusedWithMessage(res: { statusCode: number; json: () => { message?: unknown } }) {
  expect(res.statusCode).toBe(400);
  expect(typeof res.json().message).toBe('string');
}

describe('stored text comes back byte for byte', () => {
  it("a contact's notes", async () => {
    await fc.assert(
      fc.asyncProperty(
        text(200).filter((s) => s.length <= 500),
        async (notes) => {
          const res = await call('PATCH', `/api/contacts/${contactId}`, { notes });
          if (!storable(notes)) return expectRefusedWithMessage(res);
          expect(res.statusCode, res.body).toBe(200);
          const stored = (await call('GET', `/api/contacts/${contactId}`)).json().notes;
          // An emptied note is stored as no note.
          expect(stored).toBe(notes === '' ? null : notes);
          expect(Buffer.from(stored ?? '')).toEqual(Buffer.from(notes));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps a leading byte order mark and other invisible characters in notes', async () => {
    for (const notes of [
      '\uFEFFstarts with a BOM',
      '\u200Bzero width',
      'ends in a BOM\uFEFF',
      '\u202Eright to left',
    ]) {
      expect((await call('PATCH', `/api/contacts/${contactId}`, { notes })).statusCode).toBe(200);
      expect((await call('GET', `/api/contacts/${contactId}`)).json().notes).toBe(notes);
    }
  });

  it('refuses a NUL character or half an emoji with a 400 naming the field', async () => {
    for (const notes of ['a\u0000b', 'broken \uD83D emoji']) {
      const res = await call('PATCH', `/api/contacts/${contactId}`, { notes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: UNSTORABLE_TEXT_MESSAGE,
        code: 'invalid_input',
        errors: [{ path: 'notes', message: UNSTORABLE_TEXT_MESSAGE }],
      });
    }
    const settings = await call('PATCH', '/api/admin/settings', { candidateName: 'A\u0000' }, adminCookie);
    expect(settings.statusCode).toBe(400);
  });

  it('a volunteer-added email address', async () => {
    const part = fc.string({ unit, minLength: 1, maxLength: 12 }).filter((s) => !/[\s@.]/.test(s));
    const address = fc
      .tuple(part, part, fc.constantFrom('org', 'COM', 'museum'))
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    await fc.assert(
      fc.asyncProperty(address, async (email) => {
        // A fresh contact each time: adding an address a contact already has is a 409.
        const contactId = (await createContact(t.db)).id;
        const res = await call('POST', `/api/contacts/${contactId}/emails`, { email });
        if (!storable(email)) return expectRefusedWithMessage(res);
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().email).toBe(email);
        const emails = (await call('GET', `/api/contacts/${contactId}`)).json().emails as { email: string }[];
        expect(emails.map((e) => e.email)).toContain(email);
      }),
      { numRuns: RUNS },
    );
  });

  it("the signed-in user's own names and address", async () => {
    const field = text(60).filter((s) => s.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(field, field, field, field, async (firstName, lastName, address, city) => {
        const sent = { firstName, lastName, phone: '', address, city, state: 'FL', zipCode: '32301' };
        const res = await call('PATCH', '/api/auth/profile', sent);
        if (![firstName, lastName, address, city].every(storable)) return expectRefusedWithMessage(res);
        expect(res.statusCode, res.body).toBe(200);
        const me = (await call('GET', '/api/auth/user')).json();
        // Surrounding spaces are trimmed, as the form does; everything inside is kept.
        expect(me).toMatchObject({
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          address: address.trim(),
          city: city.trim(),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('the names an admin gives a new user', async () => {
    const name = text(60);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(name, name, async (firstName, lastName) => {
        n += 1;
        const email = `new-${n}-${Date.now()}@example.org`;
        const res = await call('POST', '/api/admin/users', { email, firstName, lastName }, adminCookie);
        if (![firstName, lastName].every(storable)) return expectRefusedWithMessage(res);
        expect(res.statusCode, res.body).toBe(201);
        const users = (await call('GET', '/api/admin/users', undefined, adminCookie)).json() as {
          email: string;
          firstName: string | null;
          lastName: string | null;
        }[];
        const created = users.find((u) => u.email === email);
        expect(created?.firstName ?? '').toBe(firstName.trim());
        expect(created?.lastName ?? '').toBe(lastName.trim());
      }),
      { numRuns: RUNS },
    );
  });

  it("the campaign's candidate name and city", async () => {
    const field = text(60).filter((s) => s.trim().length > 0 && s.trim().length <= 100);
    await fc.assert(
      fc.asyncProperty(field, field, async (candidateName, campaignCity) => {
        const res = await call('PATCH', '/api/admin/settings', { candidateName, campaignCity }, adminCookie);
        if (![candidateName, campaignCity].every(storable)) return expectRefusedWithMessage(res);
        expect(res.statusCode, res.body).toBe(200);
        const campaign = (await call('GET', '/api/campaign')).json();
        expect(campaign).toMatchObject({
          candidateName: candidateName.trim(),
          campaignCity: campaignCity.trim(),
        });
      }),
      { numRuns: RUNS },
    );
  });
});
