/**
 * `npm run cli -- upgrade-data-dir` on a DATA_DIR of the previous engine (PGlite files in DATA_DIR/db, written
 * here through the app's own write paths): every row arrives, byte for byte, sequences go on where they stood,
 * the app then starts on the new database and its users sign in, and the old files stay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { generateVoters } from '../../demo-data/generate-voters.js';
import { loadVoters } from '../../demo-data/load-into-database.js';
import { addEmail, addPhone, createContact, createUser, TEST_PASSWORD } from '../../test/factories.js';
import { runCli, type ServerProcess, startServer } from '../../test/server-process.js';
import type { Db } from '../client.js';
import * as schema from '../schema/index.js';
import { openPreviousEngine } from './open-previous.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-carry-over-'));
const dataDir = path.join(work, 'data');
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

const NOTE = 'Line one\n\tTabbed "quoted" \\ backslash, emoji 🗳️, José Núñez; ends with a space ';

/** Writes a previous-engine DATA_DIR/db the way the earlier release did: its migrations, then its writes. */
async function writePreviousEngineData() {
  fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  const engine = await openPreviousEngine(path.join(dataDir, 'db'));
  const db = drizzle({ client: engine, schema }) as unknown as Db;
  const user = await createUser(db, { email: 'maria@example.org', role: 'admin' });
  const contact = await createContact(db, { notes: NOTE, supporterStatus: 'confirmed-supporter' });
  await addPhone(db, contact.id, '8505550100');
  await addEmail(db, contact.id, 'ana@example.org');
  await loadVoters(db, generateVoters({ count: 300, seed: 7 }));
  await db.execute(
    sql`insert into system_settings (key, value) values ('candidateName', '"Jordan Ellison"')`,
  );
  await db.execute(
    sql`insert into audit_logs (contact_id, user_id, action, table_name, field_name, old_value, new_value, metadata)
        values (${contact.id}, ${user.id}, 'UPDATE', 'contacts', 'notes', null, ${NOTE}, ${JSON.stringify({ notes: NOTE })})`,
  );
  const counts = await engine.query<{ contacts: number; sequence: string }>(
    `select (select count(*)::int from contacts) as contacts,
            (select last_value::text from pg_sequences where sequencename = 'system_settings_id_seq') as sequence`,
  );
  await engine.close();
  return { contactId: contact.id, ...counts.rows[0] };
}

describe('upgrade-data-dir', () => {
  it('carries every table over, checked, and the app starts on it with its users and their data', {
    timeout: 180_000,
  }, async () => {
    const before = await writePreviousEngineData();
    expect(before.contacts).toBe(301);

    const carried = await runCli(['upgrade-data-dir'], { DATA_DIR: dataDir });
    expect(carried.code, carried.output).toBe(0);
    expect(carried.output).toMatch(/contacts\s+301/);
    expect(carried.output).toMatch(/rows in \d+ tables, each checked/);
    expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true); // the old files stay
    expect(fs.readFileSync(path.join(dataDir, 'db', 'CARRIED-OVER.txt'), 'utf8')).toContain('Delete');

    // Run again, it changes nothing and says when it was done.
    const again = await runCli(['upgrade-data-dir'], { DATA_DIR: dataDir });
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Carried over into');

    const server = await startServer({ dataDir, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
    servers.push(server);
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maria@example.org', password: TEST_PASSWORD }),
    });
    expect(login.status, await login.clone().text()).toBe(200);
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const contact = await server.request(`/api/contacts/${before.contactId}`, { cookie });
    expect(contact.status).toBe(200);
    const body = (await contact.json()) as { notes: string; supporterStatus: string; phones: unknown[] };
    expect(body.notes).toBe(NOTE);
    expect(body.supporterStatus).toBe('confirmed-supporter');
    expect(body.phones).toHaveLength(1);

    // The settings' sequence went on where it stood: a new setting is stored, not refused as a duplicate key.
    const saved = await server.request('/api/admin/settings', {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ campaignCity: 'Gainesville' }),
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
  });
});
