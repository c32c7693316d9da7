import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../db/rows.js';
import { auditLogs, contacts, systemSettings } from '../db/schema/index.js';
import { forgetCachedSettings, readSettings, updateSettings } from '../settings/settings.js';
import { setupTestApp } from '../test/app.js';
import { addEmail, addPhone, createContact, createUser, sessionCookieFor } from '../test/factories.js';
import { BackupError, restoreBackup } from './restore-backup.js';
import { listTables, NOT_BACKED_UP } from './tables.js';

const t = setupTestApp();

/** Every backed-up table's rows as JSON, ordered, to compare before and after. */
async function dumpAll() {
  const out: Record<string, unknown[]> = {};
  for (const table of await listTables(t.db)) {
    if (NOT_BACKED_UP.has(table.name)) continue;
    const stored = await rows<{ j: string }>(
      t.db,
      sql.raw(`select row_to_json(t)::text as j from "${table.name}" t order by "${table.primaryKey}"`),
    );
    out[table.name] = stored.map((r) => JSON.parse(r.j));
  }
  return out;
}

describe('Create System Backup and restore', () => {
  it('downloads an archive of every table that restores the same data (round trip)', async () => {
    const admin = await createUser(t.db, { role: 'admin', firstName: 'Bea', lastName: 'Backup' });
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const contact = await createContact(t.db, { fullName: 'Round Trip', notes: 'ñ "quoted" \n line' });
    await addPhone(t.db, contact.id, '8505550142', { isBaselineData: true });
    await addEmail(t.db, contact.id, 'round@example.org');
    await updateSettings(t.db, admin.id, { maxSearchResults: 42 });
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/contacts/${contact.id}`,
      headers: { cookie },
      payload: { supporterStatus: 'confirmed-supporter' },
    });
    expect(edit.statusCode).toBe(200);

    const before = await dumpAll();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/database/backup',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="groundwork-backup-.*\.jsonl\.gz"$/,
    );
    const lines = gunzipSync(res.rawPayload).toString('utf8').trim().split('\n');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ format: 'groundwork-backup', version: 1 });
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({ end: true, counts: { contacts: 1, users: 1 } });

    // Damage the data, then restore.
    await t.db.delete(contacts);
    await t.db.delete(systemSettings);
    await createUser(t.db, { email: 'after-backup@example.org' });
    await restoreBackup(t.db, Readable.from([res.rawPayload]));
    forgetCachedSettings();

    const after = await dumpAll();
    // The restore itself is audited, and the backup too (after its snapshot was taken).
    const restoredAudit = (after.audit_logs as { action: string }[]).filter(
      (a) => a.action !== 'restore' && a.action !== 'backup',
    );
    expect({ ...after, audit_logs: restoredAudit }).toEqual({
      ...before,
      audit_logs: (before.audit_logs as { action: string }[]).filter((a) => a.action !== 'backup'),
    });
    expect((await readSettings(t.db)).maxSearchResults).toBe(42);
    // Generated search keys are recomputed, so search still finds the restored contact.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/contacts/search?lastName=test',
      headers: { cookie: await sessionCookieFor(t.app, t.db, admin.id) },
    });
    expect(search.json().total).toBe(1);
    // The settings serial moved past the restored ids: a new setting can be saved.
    await updateSettings(t.db, admin.id, { maxSearchResults: 43 });
  });

  it('answers the Data Management page’s form post, and no longer a GET', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/admin/database/backup',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        // What a browser sends for a form post under the no-referrer policy.
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    const get = await t.app.inject({ method: 'GET', url: '/api/admin/database/backup', headers: { cookie } });
    expect(get.statusCode).toBe(404);
  });

  it('refuses a cut-off or foreign file and leaves the data as it was', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const cookie = await sessionCookieFor(t.app, t.db, admin.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/database/backup',
      headers: { cookie },
    });
    const text = gunzipSync(res.rawPayload).toString('utf8');
    const cut = gzipSync(text.slice(0, text.lastIndexOf('{"end"')));
    const before = await t.db.select({ n: sql<number>`count(*)` }).from(auditLogs);
    await expect(restoreBackup(t.db, Readable.from([cut]))).rejects.toThrow(BackupError);
    await expect(restoreBackup(t.db, Readable.from([gzipSync('{"hello":1}\n')]))).rejects.toThrow(
      'not a Groundwork backup',
    );
    expect(await t.db.select({ n: sql<number>`count(*)` }).from(auditLogs)).toEqual(before);
  });
});
