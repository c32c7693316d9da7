import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { issuePasswordToken } from '../auth/password-reset.js';
import { recoveryCodes, sessions, users } from '../db/schema/index.js';
import { setupTestApp } from '../test/app.js';
import { createUser, sessionCookieFor } from '../test/factories.js';
import { createOrRestoreAdmin } from './restore-admin.js';

const t = setupTestApp();

describe('createOrRestoreAdmin (cli create-admin)', () => {
  it('creates a new admin', async () => {
    expect(
      await createOrRestoreAdmin(t.db, { email: 'chair@example.org', password: 'a long password' }),
    ).toBe('created');
    const [admin] = await t.db.select().from(users);
    expect(admin).toMatchObject({ role: 'admin', status: 'approved', isActive: true });
  });

  it('restores a deactivated viewer to an active admin with the new password, ending old sessions', async () => {
    const user = await createUser(t.db, { email: 'chair@example.org', role: 'viewer', isActive: false });
    await sessionCookieFor(t.app, t.db, user.id);
    expect(
      await createOrRestoreAdmin(t.db, { email: 'CHAIR@example.org', password: 'new long password' }),
    ).toBe('restored');
    const [admin] = await t.db.select().from(users);
    expect(admin).toMatchObject({ id: user.id, role: 'admin', status: 'approved', isActive: true });
    expect(await verifyPassword(admin?.passwordHash ?? '', 'new long password')).toBe(true);
    expect(await t.db.select().from(sessions)).toEqual([]);
  });

  it('turns off two-factor sign-in of an admin who lost their phone and recovery codes', async () => {
    const user = await createUser(t.db, {
      email: 'lost@example.org',
      role: 'admin',
      totpSecret: 'sealed',
      totpEnabledAt: new Date(),
    });
    await t.db.insert(recoveryCodes).values({ userId: user.id, codeHash: 'x' });
    await createOrRestoreAdmin(t.db, { email: 'lost@example.org', password: 'new long password' });
    const [admin] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(admin).toMatchObject({ totpSecret: null, totpEnabledAt: null });
    expect(await t.db.select().from(recoveryCodes)).toEqual([]);
  });

  it('retires a pending reset or invitation link, so only the new password signs in', async () => {
    const user = await createUser(t.db, { email: 'invited@example.org', role: 'editor' });
    const link = await issuePasswordToken(t.db, user.id, 86_400_000, 'http://localhost');
    const token = link.split('/reset-password/')[1] ?? '';
    const check = () => t.app.inject({ method: 'GET', url: `/api/auth/password-reset/${token}` });
    expect((await check()).json()).toEqual({ valid: true });

    await createOrRestoreAdmin(t.db, { email: 'invited@example.org', password: 'new long password' });

    expect((await check()).json()).toMatchObject({ valid: false });
    const spent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'a password from the old link' },
    });
    expect(spent.statusCode).toBe(400);
    const [admin] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(admin?.passwordHash ?? '', 'new long password')).toBe(true);
  });
});
