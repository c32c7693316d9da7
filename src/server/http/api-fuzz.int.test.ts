/**
 * Fuzzes every /api route of ROUTE_ACCESS (a new route is fuzzed without touching this file) as each
 * kind of caller, with generated bodies, query strings and path parameters built from the route's own
 * zod schemas plus hostile values. Properties:
 * - no answer is a 5xx;
 * - every error follows the error contract `{ message, code, errors? }`, its code one of error-codes.ts;
 * - a 4xx leaves the database exactly as it was.
 *
 * Calls that succeed may change data (a valid wipe, a logout, a role change): when one changed the
 * fixture, it is written again before the next call, so later calls meet the same world (decision 0137,
 * docs/decisions/0137-api-fuzzer.md).
 * FUZZ_RUNS=<n> raises the number of calls per route and caller for a longer local run.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../common/constants.js';
import { isErrorCode } from '../../common/error-codes.js';
import { can } from '../../common/permissions.js';
import { rows } from '../db/rows.js';
import {
  auditLogs,
  contactEmails,
  contactPhones,
  contacts,
  exportJobs,
  importJobs,
  userNetworks,
} from '../db/schema/index.js';
import { forgetCachedSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { truncateAll } from '../test/database.js';
import { createUser, sessionCookieFor, TEST_PASSWORD } from '../test/factories.js';
import { bodyFor, type FuzzPayload, type Hints, pathParam, queryFor } from '../test/fuzz.js';
import { type Access, ROUTE_ACCESS } from './route-access.js';

type RouteSchema = { body?: unknown; querystring?: unknown; params?: unknown };
const schemas = new Map<string, RouteSchema>();

const t = setupTestApp({
  configure(app) {
    // The schemas each route declared, read from its options on the first request that reaches it.
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (url && !schemas.has(`${request.method} ${url}`)) {
        schemas.set(`${request.method} ${url}`, (request.routeOptions.schema ?? {}) as RouteSchema);
      }
    });
  },
});

/** Fixed ids, so every re-seed recreates the same world and generated paths keep pointing at it. */
const ID = {
  admin: '10000000-0000-4000-8000-000000000001',
  editor: '10000000-0000-4000-8000-000000000002',
  viewer: '10000000-0000-4000-8000-000000000003',
  otherAdmin: '10000000-0000-4000-8000-000000000004',
  pending: '10000000-0000-4000-8000-000000000005',
  contact: '20000000-0000-4000-8000-000000000001',
  otherContact: '20000000-0000-4000-8000-000000000002',
  phone: '30000000-0000-4000-8000-000000000001',
  email: '40000000-0000-4000-8000-000000000001',
  network: '50000000-0000-4000-8000-000000000001',
  audit: '60000000-0000-4000-8000-000000000001',
  exportJob: '70000000-0000-4000-8000-000000000001',
};
const UPLOAD_ID = 'fuzz-upload-0001';
const EMAIL = (name: string) => `${name}@fuzz.example.org`;

type Persona = { name: string; role?: Role };
const PERSONAS: Persona[] = [
  { name: 'signed out' },
  { name: 'viewer', role: 'viewer' },
  { name: 'editor', role: 'editor' },
  { name: 'admin', role: 'admin' },
];
const cookies: Partial<Record<Role, string>> = {};

async function seed() {
  await truncateAll(t.database);
  forgetCachedSettings();
  const { db } = t;
  for (const [key, role] of [
    ['admin', 'admin'],
    ['editor', 'editor'],
    ['viewer', 'viewer'],
    ['otherAdmin', 'admin'],
  ] as const) {
    await createUser(db, { id: ID[key], email: EMAIL(key), role, firstName: 'Fuzz', lastName: key });
  }
  await createUser(db, { id: ID.pending, email: EMAIL('pending'), status: 'pending' });
  const base = { firstName: 'María', lastName: 'López', dateOfBirth: '1970-01-01', city: 'Tallahassee' };
  await db.insert(contacts).values([
    {
      id: ID.contact,
      systemId: 'FUZZ-1',
      fullName: 'María López',
      notes: 'Met at the fair',
      supporterStatus: 'likely-supporter',
      updatedAt: new Date('2026-01-01T00:00:00Z'),
      ...base,
    },
    { id: ID.otherContact, systemId: 'FUZZ-2', fullName: 'José Núñez', ...base, firstName: 'José' },
  ]);
  await db.insert(contactPhones).values({
    id: ID.phone,
    contactId: ID.contact,
    phoneNumber: '5551234567',
    isManuallyAdded: true,
  });
  await db.insert(contactEmails).values({
    id: ID.email,
    contactId: ID.contact,
    email: 'maria@example.org',
    isManuallyAdded: true,
  });
  await db.insert(userNetworks).values({ id: ID.network, userId: ID.editor, contactId: ID.contact });
  await db.insert(auditLogs).values({
    id: ID.audit,
    contactId: ID.contact,
    userId: ID.editor,
    action: 'update',
    tableName: 'contacts',
    recordId: ID.contact,
    fieldName: 'notes',
    oldValue: null,
    newValue: 'Met at the fair',
  });
  // Finished jobs, so their progress streams answer once and close.
  await db.insert(exportJobs).values({
    id: ID.exportJob,
    userId: ID.admin,
    status: 'completed',
    progress: 100,
    totalRecords: 2,
    processedRecords: 2,
    filename: 'export.csv',
    filePath: '/nonexistent/export.csv',
    completedAt: new Date(),
  });
  await db
    .insert(importJobs)
    .values({ uploadId: UPLOAD_ID, userId: ID.admin, status: 'completed', phase: 'completed' });
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    cookies[role] = await sessionCookieFor(t.app, db, ID[role]);
  }
}

const TABLES = [
  'users',
  'contacts',
  'contact_phones',
  'contact_emails',
  'user_networks',
  'system_settings',
  'audit_logs',
  'export_jobs',
  'import_jobs',
];

/**
 * Row counts and a hash of every row's text: equal fingerprints mean nothing was written. Sessions are
 * counted apart (a signed-in call refreshes its session's expiry), to notice a logout or a new sign-in.
 */
async function fingerprint() {
  const parts = TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${table} r`,
  );
  parts.push(`select 'sessions', count(*)::int, '' from sessions`);
  const counted = await rows<{ t: string; n: number; h: string }>(t.db, sql.raw(parts.join(' union all ')));
  return {
    data: counted
      .filter((r) => r.t !== 'sessions')
      .map((r) => `${r.t}:${r.n}:${r.h}`)
      .join('\n'),
    sessions: counted.find((r) => r.t === 'sessions')?.n ?? 0,
  };
}

const HINTS: Hints = {
  email: [EMAIL('admin'), EMAIL('editor'), EMAIL('pending'), 'new.person@example.org', 'ünï@例え.jp', 'a@b'],
  password: [TEST_PASSWORD, 'wrong password', 'short'],
  currentPassword: [TEST_PASSWORD, 'wrong password'],
  newPassword: ['a brand new passphrase', 'short'],
  contactId: [ID.contact, ID.otherContact, 'FUZZ-1'],
  userId: [ID.editor, ID.admin],
  confirmation: ['DELETE', 'delete', ' DELETE '],
  dateOfBirth: ['1980-01-31', '2999-01-01', '1980-02-30'],
  startDate: ['2026-01-01', '2026-13-01', ''],
  endDate: ['2026-12-31', '1900-01-01', ''],
  from: ['2026-01-01', '2026-02-30'],
  to: ['2026-12-31', '1999-01-01'],
  phone: ['(555) 123-4567', '555'],
  phoneNumber: ['(555) 987-6543', '5559876543', '555-0000'],
  expectedUpdatedAt: ['2026-01-01T00:00:00.000Z', '2020-01-01T00:00:00Z', 'yesterday'],
  timeZone: ['America/New_York', 'Mars/Olympus_Mons'],
  campaignWebsite: ['https://example.org', 'javascript:alert(1)'],
  token: ['0'.repeat(64)],
  zipCodes: [['32301'], ['32301', '']],
  cursor: ['eyJ9', 'x'],
};

const PATH_IDS = [...Object.values(ID), UPLOAD_ID];
const BASE_RUNS = Number(process.env.FUZZ_RUNS ?? 10);

function allowed(access: Access, persona: Persona) {
  if (access === 'public') return true;
  if (!persona.role) return false;
  return access === 'signed-in' || can(persona.role, access);
}

function injectPayload(payload: FuzzPayload) {
  if (payload.kind === 'none') return {};
  if (payload.kind === 'raw')
    return { headers: { 'content-type': payload.contentType }, payload: payload.body };
  return {
    headers: { 'content-type': 'application/json' },
    // JSON.stringify of undefined is undefined: send the literal text instead.
    payload: JSON.stringify(payload.value) ?? 'undefined',
  };
}

function expectErrorContract(status: number, body: string, label: string) {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`${label}: ${status} with a body that is not JSON: ${body.slice(0, 200)}`);
  }
  const error = json as { message?: unknown; code?: unknown; errors?: unknown };
  expect(typeof error.message, `${label}: message`).toBe('string');
  expect(isErrorCode(error.code), `${label}: code ${String(error.code)}`).toBe(true);
  expect(
    Object.keys(error).filter((k) => k !== 'message' && k !== 'code' && k !== 'errors'),
    `${label}: extra keys`,
  ).toEqual([]);
  if (error.errors !== undefined) {
    expect(Array.isArray(error.errors), `${label}: errors is a list`).toBe(true);
    for (const item of error.errors as { path?: unknown; message?: unknown }[]) {
      expect(typeof item.path, `${label}: errors[].path`).toBe('string');
      expect(typeof item.message, `${label}: errors[].message`).toBe('string');
    }
  }
}

const stats: Record<string, number> = {};
afterAll(() => {
  if (process.env.FUZZ_STATS)
    console.log(
      Object.entries(stats)
        .map(([k, n]) => `${k}: ${n}`)
        .join('\n'),
    );
});
const short = (text: string) => (text.length > 1_500 ? `${text.slice(0, 1_500)}…` : text);

/** One call, answered in time: an SSE stream that never ends would hang the run. */
async function inject(options: InjectOptions) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
  });
  try {
    return await Promise.race([t.app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const ROUTES = Object.entries(ROUTE_ACCESS).map(([key, access]) => {
  const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string];
  return { key, method, url, access };
});

describe('fuzzing every /api route', () => {
  beforeEach(seed);

  for (const { key, method, url, access } of ROUTES) {
    it(`${key} (${access}) never fails on bad input and changes nothing when it refuses`, async () => {
      // Learn the route's schemas (the onRequest hook above runs before the guard).
      await inject({ method, url: url.replace(/:[A-Za-z]+/g, () => randomUUID()) });
      const schema = schemas.get(key) ?? {};
      const paramNames = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
      const request = fc.record({
        params: fc.array(pathParam(PATH_IDS), { minLength: paramNames.length, maxLength: paramNames.length }),
        query: fc.oneof(fc.constant(''), queryFor(schema.querystring, HINTS)),
        body: method === 'GET' ? fc.constant<FuzzPayload>({ kind: 'none' }) : bodyFor(schema.body, HINTS),
        ip: fc.integer({ min: 1, max: 250 }),
      });
      const inputFree = !schema.body && !schema.querystring && paramNames.length === 0;

      for (const persona of PERSONAS) {
        const runs = !allowed(access, persona) ? 3 : inputFree ? 4 : BASE_RUNS;
        const outcome = await fc.check(
          fc.asyncProperty(request, async (r) => {
            let i = 0;
            const path = url.replace(/:[A-Za-z]+/g, () => r.params[i++] ?? '');
            const label = `${method} ${path}${r.query ? `?${r.query.slice(0, 200)}` : ''} as ${persona.name}`;
            const cookie = persona.role ? cookies[persona.role] : undefined;
            const before = await fingerprint();
            const { headers, ...payload } = injectPayload(r.body);
            const res = await inject({
              method,
              url: r.query ? `${path}?${r.query}` : path,
              headers: { ...headers, ...(cookie ? { cookie } : {}) },
              remoteAddress: `203.0.113.${r.ip}`,
              ...payload,
            });
            const status = res.statusCode;
            if (process.env.FUZZ_STATS)
              stats[`${key} ${persona.name} ${status}`] =
                (stats[`${key} ${persona.name} ${status}`] ?? 0) + 1;
            expect(status, `${label} answered ${status}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            const after = await fingerprint();
            if (status >= 400) {
              expectErrorContract(status, res.body, label);
              expect(after.data, `${label} answered ${status} but changed the database`).toBe(before.data);
            }
            // A call that succeeded may have changed the fixture (a wipe, a logout, a deleted user):
            // write it again so the next call meets the same world.
            if (after.data !== before.data || after.sessions !== before.sessions) await seed();
          }),
          { numRuns: runs, endOnFailure: true },
        );
        if (outcome.failed) {
          const cause =
            outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance;
          throw new Error(
            `${key} as ${persona.name} (replay with seed ${outcome.seed}, path "${outcome.counterexamplePath}"): ${short(String(cause))}`,
          );
        }
      }
    });
  }
});
