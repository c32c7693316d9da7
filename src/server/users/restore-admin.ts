import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { findUserByEmail } from '../auth/find-user.js';
import { hashPassword } from '../auth/password.js';
import { endSessionsOf } from '../auth/sessions.js';
import { removeRecoveryCodes } from '../auth/two-factor/recovery-codes.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ensureAdmin } from './ensure-admin.js';
import { NO_PENDING_TOKEN } from './manage-users.js';

/**
 * `cli create-admin`: creates the admin, or, for an existing account, makes it an approved, active admin
 * with the given password, two-factor sign-in off and no pending reset or invitation link (the way back in for a campaign that locked itself out,
 * phone and recovery codes lost included).
 */
export async function createOrRestoreAdmin(db: Db, admin: { email: string; password: string }) {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    await ensureAdmin(db, admin);
    return 'created' as const;
  }
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        status: 'approved',
        isActive: true,
        passwordHash,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        // A reset or invitation link issued before would otherwise still replace the password just set.
        ...NO_PENDING_TOKEN,
      })
      .where(eq(users.id, existing.id));
    await removeRecoveryCodes(tx, existing.id);
    await endSessionsOf(tx, existing.id);
    if (existing.totpEnabledAt)
      await recordAudit(tx, {
        action: 'update',
        tableName: 'users',
        recordId: existing.id,
        userId: null,
        fieldName: 'twoFactor',
        oldValue: 'on',
        newValue: 'off',
        metadata: { source: 'cli create-admin' },
      });
    await recordAudit(tx, {
      action: 'update',
      tableName: 'users',
      recordId: existing.id,
      userId: null,
      fieldName: 'role',
      oldValue: existing.role,
      newValue: 'admin',
      metadata: { source: 'cli create-admin', status: existing.status, isActive: existing.isActive },
    });
  });
  return 'restored' as const;
}
