import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import { findUserByEmail } from '../auth/find-user.js';
import { hashPassword } from '../auth/password.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ensureAdmin } from './ensure-admin.js';

/**
 * `cli create-admin`: creates the admin, or, for an existing account, makes it an approved, active admin
 * with the given password (the way back in for a campaign that locked itself out).
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
      .set({ role: 'admin', status: 'approved', isActive: true, passwordHash })
      .where(eq(users.id, existing.id));
    await endSessionsOf(tx, existing.id);
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
