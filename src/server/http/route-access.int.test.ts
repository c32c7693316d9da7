/**
 * Walks every /api route of ROUTE_ACCESS as every kind of caller and checks the guard's answer:
 * 401 when not (or no longer) signed in, 403 when the role lacks the permission, otherwise let through;
 * every answer says no-store. Then walks every GET route with real ids and checks that none changed data.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../common/constants.js';
import { can } from '../../common/permissions.js';
import { listTables, quoteIdent } from '../data-admin/tables.js';
import { firstRow } from '../db/rows.js';
import type { NewUserRow } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createContact, createUser, sessionCookieFor } from '../test/factories.js';
import { OPEN_BY_SETTING, ROUTE_ACCESS } from './route-access.js';

const t = setupTestApp();

type Persona = { name: string; user?: Partial<NewUserRow>; role?: Role };
const personas: Persona[] = [
  { name: 'signed out' },
  { name: 'pending', user: { status: 'pending' } },
  { name: 'rejected', user: { status: 'rejected' } },
  { name: 'deactivated', user: { isActive: false, role: 'admin' } },
  ...ROLES.map((role) => ({ name: role, user: { role }, role })),
];

const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

function expectedStatus(access: string, persona: Persona): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (!persona.role) return 401;
  if (access === 'signed-in') return 'allowed';
  return can(persona.role, access as never) ? 'allowed' : 403;
}

describe('the route access table', () => {
  it('lists only routes that exist', () => {
    for (const key of Object.keys(ROUTE_ACCESS)) {
      const [method, url] = key.split(' ') as [string, string];
      expect(
        t.app.hasRoute({ method: method as 'GET', url }),
        `${key} is in ROUTE_ACCESS but not registered`,
      ).toBe(true);
    }
  });

  it('refuses to register an /api route that is not in the table', async () => {
    const { buildApp } = await import('../app.js');
    const { removeTestDataDir, testConfig } = await import('../test/app.js');
    const config = testConfig();
    const app = await buildApp({ config, database: t.database, logger: false });
    expect(() => app.get('/api/not-in-the-table', async () => 'x')).toThrow(/missing from ROUTE_ACCESS/);
    await app.close();
    removeTestDataDir(config);
  });

  for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
    it(`${key} (${access}) answers each kind of caller as its access says`, async () => {
      for (const persona of personas) {
        const user = persona.user ? await createUser(t.db, persona.user) : undefined;
        const cookie = user ? await sessionCookieFor(t.app, t.db, user.id) : undefined;
        const res = await t.app.inject({
          method,
          url: concretePath(url),
          headers: cookie ? { cookie } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
          remoteAddress: `198.51.100.${personas.indexOf(persona) + 1}`,
        });
        // With the settings as they start (off), such a route admits admins only.
        const expected = expectedStatus(OPEN_BY_SETTING[key] ? 'admin:manage' : access, persona);
        const label = `${key} as ${persona.name}`;
        if (expected === 'allowed') expect([401, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(expected);
        if (expected !== 'allowed') expect(typeof res.json().message, label).toBe('string');
        expect(res.headers['cache-control'], label).toBe('no-store');
      }
    });
  }
});

/**
 * Every table's rows, as text. Left out: what reading itself writes down — a session's sliding expiry, the
 * read-budget counters and the record of who read what (read_days, read_searches), the attempt counters of rate-limited reads (checking a reset link) and the record of
 * profile opens (audit action "view").
 */
async function fingerprint() {
  const out: Record<string, string> = {};
  for (const table of await listTables(t.db)) {
    if (['sessions', 'read_counts', 'read_days', 'read_searches', 'rate_limits'].includes(table.name))
      continue;
    const where = table.name === 'audit_logs' ? ` where r.action <> 'view'` : '';
    const row = await firstRow<{ n: number; h: string }>(
      t.db,
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h
               from ${quoteIdent(table.name)} r${where}`),
    );
    out[table.name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

/** Signs the caller out, so it is walked on its own, after the others. */
const SIGN_OUT = 'GET /api/logout';

const signedIn = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

describe('GET routes', () => {
  it('change no data, whoever calls them', async () => {
    const contact = await createContact(t.db, { notes: 'Met at the fair' });
    for (const role of ROLES) {
      const user = await createUser(t.db, { role });
      const cookie = await sessionCookieFor(t.app, t.db, user.id);
      for (const key of Object.keys(ROUTE_ACCESS).filter((k) => k.startsWith('GET ') && k !== SIGN_OUT)) {
        const url = key
          .slice(4)
          .replace(':contactId', contact.id)
          .replace(/\/api\/contacts\/:id/, `/api/contacts/${contact.id}`)
          .replace(/:[A-Za-z]+/g, () => randomUUID());
        const before = await fingerprint();
        const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${key} as ${role}`).toBeLessThan(500);
        // A 401 would mean the walk lost its sign-in and checked nothing a signed-in person can reach.
        expect(res.statusCode, `${key} as ${role} was answered as signed out`).not.toBe(401);
        expect(await fingerprint(), `${key} as ${role} changed data`).toEqual(before);
      }
      expect(await signedIn(cookie), `${role} is still signed in after the walk`).toBe(true);
    }
  });

  it(`${SIGN_OUT} signs out only on the app's own navigation, and changes nothing else`, async () => {
    for (const role of ROLES) {
      const user = await createUser(t.db, { role });
      const cookie = await sessionCookieFor(t.app, t.db, user.id);
      const before = await fingerprint();
      const fromElsewhere = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(fromElsewhere.statusCode, role).toBe(302);
      expect(await signedIn(cookie), `${role} is still signed in after a cross-site GET`).toBe(true);
      // Neither Fetch Metadata nor a Referer: not known to come from the app's pages.
      const unknown = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
      expect(unknown.statusCode, role).toBe(302);
      expect(await signedIn(cookie), `${role} is still signed in after a GET of unknown origin`).toBe(true);

      const own = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(own.statusCode, role).toBe(302);
      expect(await signedIn(cookie), `${role} is signed out`).toBe(false);
      expect(await fingerprint(), `${SIGN_OUT} as ${role} changed data`).toEqual(before);
    }
  });
});
