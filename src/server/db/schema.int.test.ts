import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '../../common/contact-fields.js';
import { CONTACT_FILTERS, type FilterDefinition } from '../../common/contact-filters.js';
import { setupTestDatabase } from '../test/database.js';
import { rows } from './rows.js';
import {
  auditLogs,
  contactEmails,
  contactPhones,
  contacts,
  exportJobs,
  importJobs,
  sessions,
  systemSettings,
  userNetworks,
  users,
} from './schema/index.js';

const t = setupTestDatabase();

async function newContact(systemId = 'V1') {
  const [c] = await t.db.insert(contacts).values({ systemId, fullName: 'María O’Brien' }).returning();
  if (!c) throw new Error('no contact');
  return c;
}

async function newUser(email = 'ana@example.org') {
  const [u] = await t.db.insert(users).values({ email }).returning();
  if (!u) throw new Error('no user');
  return u;
}

describe('migrations', () => {
  it('create every table of the product, plus import_jobs, export files, rate limits, vote history and deferred indexes', async () => {
    const tables = await rows<{ tablename: string }>(
      t.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    expect(tables.map((r) => r.tablename)).toEqual([
      'attempt_counts',
      'audit_logs',
      'ballot_files',
      'ballot_import_rows',
      'ballots',
      'contact_attempts',
      'contact_emails',
      'contact_list_assignees',
      'contact_list_members',
      'contact_lists',
      'contact_phones',
      'contact_turnout',
      'contacts',
      'deferred_indexes',
      'elections',
      'export_file_chunks',
      'export_jobs',
      'import_changes',
      'import_jobs',
      'login_challenges',
      'rate_limits',
      'read_counts',
      'read_days',
      'read_searches',
      'recovery_codes',
      'sessions',
      'survey_questions',
      'system_settings',
      'user_networks',
      'users',
      'vote_history',
    ]);
  });

  it('are applied once: running them again changes nothing', async () => {
    const before = await rows<{ n: number }>(
      t.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    await t.database.migrate();
    const after = await rows<{ n: number }>(
      t.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(after).toEqual(before);
    expect(before[0]?.n).toBeGreaterThan(0);
  });

  it('keep staged ballot rows and export files out of the write-ahead log, and only them (decision 0401)', async () => {
    const unlogged = await rows<{ name: string }>(
      t.db,
      sql`SELECT relname AS name FROM pg_class WHERE relpersistence = 'u' AND relkind = 'r' ORDER BY 1`,
    );
    expect(unlogged.map((table) => table.name)).toEqual(['ballot_import_rows', 'export_file_chunks']);
  });

  it('store every timestamp with its time zone', async () => {
    const plain = await rows<{ table_name: string; column_name: string }>(
      t.db,
      sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'timestamp without time zone'`,
    );
    expect(plain).toEqual([]);
  });
});

describe('the search-change trigger', () => {
  it('fires on every column the search filters read, so no remembered total outlives a change', async () => {
    const watched = await rows<{ column: string }>(
      t.db,
      sql`
      select a.attname as column from pg_trigger t
      join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
      where t.tgname = 'contacts_search_change'`,
    );
    const filtered = (Object.values(CONTACT_FILTERS) as FilterDefinition[])
      .filter((f) => f.search && f.field)
      .map((f) => CONTACT_FIELDS[f.field as keyof typeof CONTACT_FIELDS].column);
    expect(watched.map((w) => w.column)).toEqual(expect.arrayContaining([...filtered, 'is_active']));
  });

  it('fires on any change to the vote history and turnout counts the voting filters read', async () => {
    const triggers = await rows<{ table: string; events: number }>(
      t.db,
      sql`
      select c.relname as table, t.tgtype::int as events from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname in ('vote_history_search_change', 'contact_turnout_search_change') order by 1`,
    );
    expect(triggers.map((t) => t.table)).toEqual(['contact_turnout', 'vote_history']);
  });
});

describe('defaults', () => {
  it('give a new user the defaults: pending viewer, active', async () => {
    const u = await newUser();
    expect(u).toMatchObject({ status: 'pending', role: 'viewer', isActive: true, lastLoginAt: null });
    expect(u.createdAt).toBeInstanceOf(Date);
  });

  it('give a new contact unknown statuses, public address, active', async () => {
    const c = await newContact();
    expect(c).toMatchObject({
      supporterStatus: 'unknown',
      volunteerLikeliness: 'unknown',
      addressSource: 'public',
      isActive: true,
    });
  });

  it('give phones, emails and export jobs their defaults', async () => {
    const c = await newContact();
    const [p] = await t.db
      .insert(contactPhones)
      .values({ contactId: c.id, phoneNumber: '(850) 555-0100' })
      .returning();
    const [e] = await t.db
      .insert(contactEmails)
      .values({ contactId: c.id, email: 'm@example.org' })
      .returning();
    const [j] = await t.db.insert(exportJobs).values({}).returning();
    expect(p).toMatchObject({
      phoneType: 'mobile',
      isPrimary: false,
      isBaselineData: false,
      isManuallyAdded: false,
    });
    expect(e).toMatchObject({ emailType: 'personal', isPrimary: false });
    expect(j).toMatchObject({ status: 'pending', progress: 0, processedRecords: 0 });
  });
});

describe('constraints', () => {
  it('refuse a second user with the same email in another case', async () => {
    await newUser('Ana@Example.org');
    await expect(newUser('ana@example.ORG')).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('refuse a second contact with the same system id', async () => {
    await newContact('V7');
    await expect(newContact('V7')).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('refuse a contact without system id or full name', async () => {
    await expect(t.db.execute(sql`insert into contacts (full_name) values ('X')`)).rejects.toMatchObject({
      cause: { code: '23502' },
    });
    await expect(t.db.execute(sql`insert into contacts (system_id) values ('X')`)).rejects.toMatchObject({
      cause: { code: '23502' },
    });
  });

  it('refuse a value outside an enum', async () => {
    await expect(
      t.db.execute(sql`insert into users (email, role) values ('x@example.org', 'superuser')`),
    ).rejects.toMatchObject({ cause: { code: '22P02' } });
  });

  it('keep one network entry per user and contact', async () => {
    const u = await newUser();
    const c = await newContact();
    await t.db.insert(userNetworks).values({ userId: u.id, contactId: c.id });
    await expect(t.db.insert(userNetworks).values({ userId: u.id, contactId: c.id })).rejects.toMatchObject({
      cause: { code: '23505' },
    });
  });

  it('keep one setting per key and one import per upload id', async () => {
    await t.db.insert(systemSettings).values({ key: 'sessionTimeoutMinutes', value: 480 });
    await expect(
      t.db.insert(systemSettings).values({ key: 'sessionTimeoutMinutes', value: 60 }),
    ).rejects.toThrow();
    await t.db.insert(importJobs).values({ uploadId: 'u-1' });
    await expect(t.db.insert(importJobs).values({ uploadId: 'u-1' })).rejects.toThrow();
  });
});

describe('deletes', () => {
  it('of a contact remove its phones, emails and network entries but keep its audit history', async () => {
    const u = await newUser();
    const c = await newContact();
    await t.db.insert(contactPhones).values({ contactId: c.id, phoneNumber: '(850) 555-0100' });
    await t.db.insert(contactEmails).values({ contactId: c.id, email: 'm@example.org' });
    await t.db.insert(userNetworks).values({ userId: u.id, contactId: c.id });
    await t.db
      .insert(auditLogs)
      .values({ contactId: c.id, userId: u.id, action: 'update', tableName: 'contacts' });

    await t.db.delete(contacts).where(eq(contacts.id, c.id));

    expect(await t.db.select().from(contactPhones)).toEqual([]);
    expect(await t.db.select().from(contactEmails)).toEqual([]);
    expect(await t.db.select().from(userNetworks)).toEqual([]);
    const audit = await t.db.select().from(auditLogs);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ contactId: null, userId: u.id });
  });

  it('of a user remove their network and sessions, keep their audit rows and the contacts they edited', async () => {
    const u = await newUser();
    const [c] = await t.db
      .insert(contacts)
      .values({ systemId: 'V2', fullName: 'Zoë Smith-Jones', createdBy: u.id, lastUpdatedBy: u.id })
      .returning();
    if (!c) throw new Error('no contact');
    await t.db.insert(userNetworks).values({ userId: u.id, contactId: c.id });
    await t.db
      .insert(sessions)
      .values({ sid: 's1', sess: { userId: u.id }, expire: new Date(Date.now() + 60_000), userId: u.id });
    await t.db
      .insert(auditLogs)
      .values({ contactId: c.id, userId: u.id, action: 'update', tableName: 'contacts' });

    await t.db.delete(users).where(eq(users.id, u.id));

    expect(await t.db.select().from(userNetworks)).toEqual([]);
    expect(await t.db.select().from(sessions)).toEqual([]);
    const [audit] = await t.db.select().from(auditLogs);
    expect(audit).toMatchObject({ userId: null, contactId: c.id });
    const [kept] = await t.db.select().from(contacts);
    expect(kept).toMatchObject({ id: c.id, createdBy: null, lastUpdatedBy: null });
  });
});

describe('transactions', () => {
  it('roll back every write when the work fails', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: 'a@example.org' });
        await tx.insert(contacts).values({ systemId: 'V3', fullName: 'A' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await t.db.select().from(users)).toEqual([]);
    expect(await t.db.select().from(contacts)).toEqual([]);
  });

  it('keep concurrent work consistent', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const [c] = await tx
            .insert(contacts)
            .values({ systemId: `C${i}`, fullName: `N${i}` })
            .returning();
          if (!c) throw new Error('no contact');
          await tx.insert(contactPhones).values({ contactId: c.id, phoneNumber: '(850) 555-0100' });
        }),
      ),
    );
    const [count] = await rows<{ contacts: number; phones: number }>(
      t.db,
      sql`select (select count(*) from contacts) as contacts, (select count(*) from contact_phones) as phones`,
    );
    expect(count).toEqual({ contacts: 10, phones: 10 });
  });
});
