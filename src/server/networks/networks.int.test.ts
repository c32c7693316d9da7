import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, type NewContactRow, userNetworks } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function contact(overrides: Partial<NewContactRow> = {}) {
  const [row] = await t.db
    .insert(contacts)
    .values({
      systemId: `S${randomUUID()}`,
      fullName: 'Rosa Parker',
      firstName: 'Rosa',
      lastName: 'Parker',
      city: 'Tallahassee',
      party: 'DEM',
      dateOfBirth: '1960-05-01',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no contact');
  return row;
}

async function as(role: 'viewer' | 'editor' | 'admin') {
  const user = await createUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('a personal network', () => {
  it('adds a contact, checks it, lists it with the contact, and removes it', async () => {
    const { cookie } = await as('editor');
    const rosa = await contact({ supporterStatus: 'confirmed-supporter' });

    const before = await req('GET', `/api/networks/check/${rosa.id}`, cookie);
    expect(before.json()).toEqual({ inNetwork: false, networkId: null });

    const added = await req('POST', '/api/networks', cookie, { contactId: rosa.id });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json();
    expect(entry).toMatchObject({ contactId: rosa.id, contact: { fullName: 'Rosa Parker', party: 'DEM' } });

    const check = await req('GET', `/api/networks/check/${rosa.id}`, cookie);
    expect(check.json()).toEqual({ inNetwork: true, networkId: entry.id });

    const list = await req('GET', '/api/networks', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().entries).toEqual([
      expect.objectContaining({
        id: entry.id,
        contact: expect.objectContaining({ id: rosa.id, supporterStatus: 'confirmed-supporter' }),
      }),
    ]);

    const removed = await req('DELETE', `/api/networks/${entry.id}`, cookie);
    expect(removed.statusCode).toBe(200);
    expect((await req('GET', '/api/networks', cookie)).json().entries).toEqual([]);
    expect((await req('GET', `/api/networks/check/${rosa.id}`, cookie)).json()).toEqual({
      inNetwork: false,
      networkId: null,
    });
  });

  it('returns the existing entry when the contact is added again, never a duplicate', async () => {
    const { user, cookie } = await as('admin');
    const rosa = await contact();
    const first = await req('POST', '/api/networks', cookie, { contactId: rosa.id });
    const again = await req('POST', '/api/networks', cookie, { contactId: rosa.id });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const both = await Promise.all([
      req('POST', '/api/networks', cookie, { contactId: rosa.id }),
      req('POST', '/api/networks', cookie, { contactId: rosa.id }),
    ]);
    expect(both.map((r) => r.json().id)).toEqual([first.json().id, first.json().id]);
    const rows = await t.db.select().from(userNetworks).where(eq(userNetworks.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps each network private: another user cannot see or remove an entry', async () => {
    const owner = await as('editor');
    const other = await as('editor');
    const rosa = await contact();
    const entry = (await req('POST', '/api/networks', owner.cookie, { contactId: rosa.id })).json();

    expect((await req('GET', '/api/networks', other.cookie)).json().entries).toEqual([]);
    expect((await req('GET', `/api/networks/check/${rosa.id}`, other.cookie)).json().inNetwork).toBe(false);
    const stolen = await req('DELETE', `/api/networks/${entry.id}`, other.cookie);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toMatch(/not in your network/);
    expect((await req('GET', '/api/networks', owner.cookie)).json().entries).toHaveLength(1);
  });

  it('answers bad input with a clear 4xx and changes nothing', async () => {
    const { user, cookie } = await as('editor');
    const missing = await req('POST', '/api/networks', cookie, { contactId: randomUUID() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('That contact does not exist (any more).');
    const garbage = await req('POST', '/api/networks', cookie, { contactId: 'not-an-id' });
    expect(garbage.statusCode).toBe(404);
    const empty = await req('POST', '/api/networks', cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { path: 'contactId', message: 'Choose the contact to add to your network' },
    ]);
    expect((await req('DELETE', '/api/networks/not-an-id', cookie)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/networks/${randomUUID()}`, cookie)).statusCode).toBe(404);
    expect((await req('GET', '/api/networks/check/not-an-id', cookie)).json()).toEqual({
      inNetwork: false,
      networkId: null,
    });
    const rows = await t.db.select().from(userNetworks).where(eq(userNetworks.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses viewers with 403 on every network call', async () => {
    const { cookie } = await as('viewer');
    const rosa = await contact();
    for (const res of [
      await req('GET', '/api/networks', cookie),
      await req('GET', `/api/networks/check/${rosa.id}`, cookie),
      await req('POST', '/api/networks', cookie, { contactId: rosa.id }),
      await req('DELETE', `/api/networks/${randomUUID()}`, cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await t.db.select().from(userNetworks).where(eq(userNetworks.contactId, rosa.id))).toHaveLength(0);
  });

  it('drops the entry with the contact (cascade)', async () => {
    const { cookie } = await as('editor');
    const rosa = await contact();
    await req('POST', '/api/networks', cookie, { contactId: rosa.id });
    await t.db.delete(contacts).where(eq(contacts.id, rosa.id));
    expect((await req('GET', '/api/networks', cookie)).json().entries).toEqual([]);
  });
});
