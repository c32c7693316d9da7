import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '../../common/schemas/auth.js';
import { contacts } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';

const t = setupTestApp();

async function as(role: 'editor' | 'admin', firstName: string) {
  const user = await createUser(t.db, { role, firstName, lastName: 'Tester' });
  return { user, cookie: await sessionCookieFor(t.app, t.db, user.id) };
}

const req = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const bell = async (cookie: string) =>
  (await req('GET', '/api/notifications', cookie)).json() as NotificationsResponse;

async function listAssignedTo(admin: { cookie: string }, volunteerId: string) {
  const precinct = `N${randomUUID().slice(0, 6)}`;
  await t.db.insert(contacts).values({
    systemId: `S-${randomUUID()}`,
    firstName: 'Pat',
    lastName: 'Seen',
    fullName: 'Pat Seen',
    streetAddress: '1 Bell St',
    precinct,
  });
  const list = await req('POST', '/api/lists', admin.cookie, {
    name: `Precinct ${precinct}`,
    kind: 'walk',
    filters: { precinct },
  });
  expect(list.statusCode, list.body).toBe(201);
  const { id } = list.json() as { id: string };
  const assigned = await req('PATCH', `/api/lists/${id}`, admin.cookie, { assigneeIds: [volunteerId] });
  expect(assigned.statusCode, assigned.body).toBe(200);
}

const unread = (b: NotificationsResponse) =>
  b.notifications.filter((n) => b.seenAt === null || n.createdAt > b.seenAt);

describe('the bell remembers what its reader has seen', () => {
  it('counts a notice as new until the bell is opened, and a later one as new again', async () => {
    const admin = await as('admin', 'Maria');
    const volunteer = await as('editor', 'Vic');
    await listAssignedTo(admin, volunteer.user.id);
    const first = await bell(volunteer.cookie);
    expect(first.seenAt).toBeNull();
    expect(unread(first)).toHaveLength(1);

    const seen = await req('POST', '/api/notifications/seen', volunteer.cookie);
    expect(seen.statusCode, seen.body).toBe(204);
    const opened = await bell(volunteer.cookie);
    expect(opened.notifications).toHaveLength(1);
    expect(unread(opened)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await listAssignedTo(admin, volunteer.user.id);
    const later = await bell(volunteer.cookie);
    expect(later.notifications).toHaveLength(2);
    expect(unread(later)).toHaveLength(1);

    // Another person's bell is their own.
    expect((await bell(admin.cookie)).seenAt).toBeNull();
  });

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/notifications/seen' });
    expect(res.statusCode).toBe(401);
  });
});
