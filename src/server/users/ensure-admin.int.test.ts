import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { auditLogs, users } from '../db/schema/index.js';
import { setupTestDatabase } from '../test/database.js';
import { ensureAdmin } from './ensure-admin.js';

const t = setupTestDatabase();

describe('ensureAdmin (ADMIN_EMAIL + ADMIN_PASSWORD at start)', () => {
  it('creates an approved, active admin with an argon2id hash, and audits it', async () => {
    const result = await ensureAdmin(t.db, { email: 'chair@campaign.org', password: 'correct horse' });
    expect(result.created).toBe(true);
    const [admin] = await t.db.select().from(users);
    expect(admin).toMatchObject({
      email: 'chair@campaign.org',
      role: 'admin',
      status: 'approved',
      isActive: true,
    });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'correct horse')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'wrong horse')).toBe(false);
    const [audit] = await t.db.select().from(auditLogs);
    expect(audit).toMatchObject({ action: 'create', tableName: 'users', recordId: admin?.id, userId: null });
  });

  it('leaves an existing account alone, whatever the case of its email', async () => {
    await ensureAdmin(t.db, { email: 'chair@campaign.org', password: 'first password' });
    const again = await ensureAdmin(t.db, { email: 'CHAIR@Campaign.org', password: 'other password' });
    expect(again.created).toBe(false);
    const all = await t.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(await verifyPassword(all[0]?.passwordHash ?? '', 'first password')).toBe(true);
  });
});
