import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../auth/common-passwords.js';
import {
  auditLogs,
  contacts,
  contactTurnout,
  elections,
  importJobs,
  users,
  voteHistory,
} from '../db/schema/index.js';
import { DEMO_ELECTIONS } from '../demo-data/generate-history.js';
import { DEMO_UNDO_REFUSED } from '../jobs/demo-job-kind.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { ALREADY_SET_UP, WRONG_SETUP_CODE } from './first-admin.js';

const firstAdmin = {
  firstName: 'Camila',
  lastName: 'Reyes',
  email: 'camila@campaign.example.org',
  password: 'a good password',
};

let nextAddress = 1;
// Loopback addresses: setup without a code answers only a browser on this computer.
const fromAddress = () => `127.15.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function cookieFrom(res: { cookies: { name: string; value: string }[] }) {
  const c = res.cookies.find((x) => x.name === 'gw_session');
  return c ? `gw_session=${c.value}` : '';
}

describe('first-run setup on a server bound to loopback', () => {
  const t = setupTestApp();
  const setup = (payload: object, remoteAddress = fromAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/setup', payload, remoteAddress });

  it('creates the first admin once, signs them in, and is refused afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      needed: true,
      codeRequired: false,
    });

    const tooShort = await setup({ ...firstAdmin, password: 'short' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors[0].message).toBe('Password must be at least 8 characters');
    const common = await setup({ ...firstAdmin, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      message: COMMON_PASSWORD_MESSAGE,
      code: 'invalid_input',
      errors: [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
    expect(await t.db.select().from(users)).toEqual([]);

    const res = await setup(firstAdmin);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: firstAdmin.email, role: 'admin', firstName: 'Camila' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieFrom(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: firstAdmin.email, role: 'admin', status: 'approved' });
    // Setup signed them in: the users table shows a last login, not "Never".
    expect(Date.now() - Date.parse(me.json().lastLoginAt)).toBeLessThan(60_000);
    const [audit] = await t.db.select().from(auditLogs).where(eq(auditLogs.recordId, me.json().id));
    expect(audit).toMatchObject({ action: 'create', tableName: 'users', userId: me.json().id });

    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      needed: false,
      codeRequired: false,
    });
    const again = await setup({ ...firstAdmin, email: 'intruder@example.org' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(ALREADY_SET_UP);
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(1);
  });

  it('loads demo voters as a job an admin follows, and only an admin may start it', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const editor = await createUser(t.db, { role: 'editor' });
    const editorCookie = await sessionCookieFor(t.app, t.db, editor.id);
    const start = (payload: object, c = cookie) =>
      t.app.inject({ method: 'POST', url: '/api/admin/demo-data', payload, headers: { cookie: c } });

    expect((await start({ count: 20 }, editorCookie)).statusCode).toBe(403);
    const zero = await start({ count: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors[0].message).toMatch(/^Choose a whole number of voters from 1 to/);

    const res = await start({ count: 40 });
    expect(res.statusCode, res.body).toBe(202);
    const { uploadId } = res.json();
    let job: typeof importJobs.$inferSelect | undefined;
    for (let i = 0; i < 200 && job?.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [job] = await t.db.select().from(importJobs).where(eq(importJobs.uploadId, uploadId));
      expect(job?.status).not.toBe('failed');
    }
    expect(job).toMatchObject({ status: 'completed', fileType: 'demo', processed: 40, inserted: 40 });
    expect((await t.db.select({ n: count() }).from(contacts))[0]?.n).toBe(40);
    // With their vote history, so the Voting History section, the turnout filters and the reliable
    // supporters of Our Impact have something to show.
    const historyRows = (await t.db.select({ n: count() }).from(voteHistory))[0]?.n ?? 0;
    expect(historyRows).toBeGreaterThan(40);
    expect((await t.db.select({ n: count() }).from(elections))[0]?.n).toBe(DEMO_ELECTIONS.length);
    expect((await t.db.select({ n: count() }).from(contactTurnout))[0]?.n).toBeGreaterThan(0);

    // Demo voters are taken away with a wipe, not an undo (nothing of theirs is recorded for one): the import
    // list offers no Undo, and an undo asked through the API is refused, changing nothing.
    const history = await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: { cookie } });
    expect(history.json()[0]).toMatchObject({ fileType: 'demo', undoable: false });
    const undo = await t.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${job?.id}/undo`,
      headers: { cookie },
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(DEMO_UNDO_REFUSED);
    expect((await t.db.select({ n: count() }).from(contacts).where(eq(contacts.isActive, true)))[0]?.n).toBe(
      40,
    );

    // The import progress stream tells a late client the job has ended.
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/admin/upload-progress/${uploadId}`,
      headers: { cookie },
    });
    expect(stream.body).toContain('"type":"completed"');

    // Loading the same demo voters again adds neither voters nor history rows.
    const again = await start({ count: 40 });
    expect(again.statusCode, again.body).toBe(202);
    let second: typeof importJobs.$inferSelect | undefined;
    for (let i = 0; i < 200 && second?.status !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      [second] = await t.db.select().from(importJobs).where(eq(importJobs.uploadId, again.json().uploadId));
    }
    expect(second).toMatchObject({ status: 'completed', inserted: 0 });
    expect((await t.db.select({ n: count() }).from(voteHistory))[0]?.n).toBe(historyRows);
  });
});

describe('first-run setup on a server reachable beyond this computer', () => {
  const t = setupTestApp({ config: { HOST: '0.0.0.0' } });
  const setup = (payload: object, remoteAddress = fromAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/setup', payload, remoteAddress });

  it('requires the one-time code from the server log', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      needed: true,
      codeRequired: true,
    });
    const code = t.app.setupCode;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    for (const setupCode of [undefined, '', 'AAAA-BBBB-CCCC']) {
      const refused = await setup({ ...firstAdmin, setupCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: WRONG_SETUP_CODE,
        errors: [{ path: 'setupCode', message: WRONG_SETUP_CODE }],
      });
    }
    expect((await t.db.select({ n: count() }).from(users))[0]?.n).toBe(0);

    // Typed as read off a terminal: lower case, spaces for hyphens.
    const res = await setup({ ...firstAdmin, setupCode: ` ${code?.toLowerCase().replaceAll('-', ' ')} ` });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is rate limited per address', async () => {
    const address = fromAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await setup({ ...firstAdmin, setupCode: 'WRONG' }, address)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('first-run setup on a loopback server behind a proxy that serves it to others', () => {
  const t = setupTestApp({
    config: { HOST: '127.0.0.1', APP_URL: 'https://campaign.example.org', TRUST_PROXY: '1' },
  });

  it('requires the one-time code: the proxy makes it reachable beyond this computer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      needed: true,
      codeRequired: true,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: firstAdmin,
      remoteAddress: fromAddress(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(WRONG_SETUP_CODE);
  });
});
