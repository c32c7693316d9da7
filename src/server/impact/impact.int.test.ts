import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ImpactStats } from '../../common/schemas/impact.js';
import { contacts, type NewContactRow } from '../db/schema/index.js';
import { updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { getImpactStats, MAX_AGE_MS } from './impact-cache.js';

const t = setupTestApp();

const bornAgo = (years: number) => `${new Date().getFullYear() - years}-01-01`;

async function contact(overrides: Partial<NewContactRow> = {}) {
  const [row] = await t.db
    .insert(contacts)
    .values({ systemId: `S${randomUUID()}`, fullName: 'A Voter', ...overrides })
    .returning();
  if (!row) throw new Error('no contact');
  return row;
}

async function as(role: 'viewer' | 'editor' | 'admin') {
  const user = await createUser(t.db, { role });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

async function stats(cookie: string): Promise<ImpactStats> {
  const res = await t.app.inject({ method: 'GET', url: '/api/impact/stats', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('GET /api/impact/stats', () => {
  it('counts from the data, with real volunteer breakdowns, and shows an edit on the next call', async () => {
    const viewer = await as('viewer');
    const editor = await as('editor');
    const empty = await stats(viewer.cookie);
    expect(empty.confirmedSupporters).toEqual({
      total: 0,
      byParty: [],
      byAge: [
        { ageRange: '18-29', count: 0, percentage: 0 },
        { ageRange: '30-44', count: 0, percentage: 0 },
        { ageRange: '45-64', count: 0, percentage: 0 },
        { ageRange: '65+', count: 0, percentage: 0 },
      ],
    });
    expect(empty.goals).toEqual({
      confirmedSupporters: 500,
      confirmedVolunteers: 100,
      phoneNumbersAdded: 500,
      emailAddressesAdded: 250,
      activeVolunteers: 50,
    });

    await contact({ party: 'DEM', dateOfBirth: bornAgo(25), supporterStatus: 'confirmed-supporter' });
    await contact({ party: 'DEM', dateOfBirth: bornAgo(50), supporterStatus: 'confirmed-supporter' });
    await contact({
      party: 'REP',
      dateOfBirth: bornAgo(70),
      supporterStatus: 'confirmed-supporter',
      volunteerLikeliness: 'confirmed-volunteer',
    });
    await contact({ party: 'NPA', dateOfBirth: bornAgo(35), volunteerLikeliness: 'confirmed-volunteer' });
    await contact({ party: null, dateOfBirth: null, supporterStatus: 'likely-supporter' });
    // Inactive (left the voter file) contacts are not counted.
    await contact({ party: 'DEM', isActive: false, supporterStatus: 'confirmed-supporter' });
    const target = await contact({ party: 'IND', dateOfBirth: bornAgo(40) });
    // Written straight to the table, as a bulk import does (no audit rows): served from the cache until it
    // is MAX_AGE_MS old. Shown at once here by asking for the stats that much later.
    expect((await stats(viewer.cookie)).totalActiveVoters).toBe(0);
    expect((await getImpactStats(t.db, Date.now() + MAX_AGE_MS)).totalActiveVoters).toBe(6);

    const s = await stats(viewer.cookie);
    expect(s.totalActiveVoters).toBe(6);
    expect(s.confirmedSupporters.total).toBe(3);
    expect(s.confirmedSupporters.byParty).toEqual([
      { party: 'DEM', count: 2, percentage: 66.7 },
      { party: 'REP', count: 1, percentage: 33.3 },
    ]);
    expect(s.confirmedSupporters.byAge).toEqual([
      { ageRange: '18-29', count: 1, percentage: 33.3 },
      { ageRange: '30-44', count: 0, percentage: 0 },
      { ageRange: '45-64', count: 1, percentage: 33.3 },
      { ageRange: '65+', count: 1, percentage: 33.3 },
    ]);
    // Volunteers are counted from their own rows, not estimated from the supporters.
    expect(s.confirmedVolunteers.total).toBe(2);
    expect(s.confirmedVolunteers.byParty).toEqual([
      { party: 'NPA', count: 1, percentage: 50 },
      { party: 'REP', count: 1, percentage: 50 },
    ]);
    expect(s.confirmedVolunteers.byAge.filter((b) => b.count > 0)).toEqual([
      { ageRange: '30-44', count: 1, percentage: 50 },
      { ageRange: '65+', count: 1, percentage: 50 },
    ]);

    // An editor confirms a supporter and adds a phone and an email: the very next call shows all three.
    const profile = await inject('GET', `/api/contacts/${target.id}`, editor.cookie);
    const patched = await inject('PATCH', `/api/contacts/${target.id}`, editor.cookie, {
      supporterStatus: 'confirmed-supporter',
      expectedUpdatedAt: profile.json().updatedAt,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await inject('POST', `/api/contacts/${target.id}/phones`, editor.cookie, {
      phoneNumber: '(850) 555-0100',
      phoneType: 'mobile',
    });
    await inject('POST', `/api/contacts/${target.id}/emails`, editor.cookie, {
      email: 'friend@example.org',
      emailType: 'personal',
    });
    const after = await stats(viewer.cookie);
    expect(after.confirmedSupporters.total).toBe(4);
    expect(after.confirmedSupporters.byParty).toContainEqual({ party: 'IND', count: 1, percentage: 25 });
    expect(after.phoneNumbersAdded).toBe(1);
    expect(after.emailAddressesAdded).toBe(1);

    // Users with at least one network contact; a second contact of the same user counts once.
    expect(after.activeVolunteers).toBe(0);
    await inject('POST', '/api/networks', editor.cookie, { contactId: target.id });
    const other = await contact({ party: 'DEM' });
    await inject('POST', '/api/networks', editor.cookie, { contactId: other.id });
    expect((await stats(viewer.cookie)).activeVolunteers).toBe(1);
  });

  it('uses the goals an admin set', async () => {
    const { user, cookie } = await as('admin');
    await updateSettings(t.db, user.id, {
      impactGoals: {
        confirmedSupporters: 1000,
        confirmedVolunteers: 10,
        phoneNumbersAdded: 20,
        emailAddressesAdded: 30,
        activeVolunteers: 5,
      },
    });
    expect((await stats(cookie)).goals.confirmedSupporters).toBe(1000);
  });
});

describe('GET /api/campaign', () => {
  it('gives any signed-in user the campaign profile from the settings', async () => {
    const admin = await as('admin');
    await updateSettings(t.db, admin.user.id, {
      candidateName: 'Jordan Lee',
      campaignCity: 'Gainesville',
      campaignWebsite: 'https://jordan.example.org',
    });
    const { cookie } = await as('viewer');
    const res = await inject('GET', '/api/campaign', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      candidateName: 'Jordan Lee',
      campaignCity: 'Gainesville',
      campaignWebsite: 'https://jordan.example.org',
      goals: { confirmedSupporters: expect.any(Number) },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/campaign' })).statusCode).toBe(401);
  });
});
