/** Admin changes to other people's accounts: role, active flag, deletion. Each is audited. */
import { eq } from 'drizzle-orm';
import type { Role } from '../../common/constants.js';
import { isUuid } from '../../common/schemas/common.js';
import { recordAudit } from '../audit/record-audit.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { assertAnotherActiveAdmin, assertNotSelf, lockUser } from './admin-guards.js';
import { USER_NOT_FOUND } from './review-registration.js';

/**
 * A reset or invitation link mailed before a role change or a deactivation stops working: it was issued
 * for the account as it was. (Reactivated or re-roled people ask for a new link.)
 */
export const NO_PENDING_TOKEN = { invitationToken: null, tokenExpiresAt: null };

async function withTarget<T>(
  db: Db,
  id: string,
  work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], target: UserRow) => Promise<T>,
) {
  if (!isUuid(id)) throw new NotFoundError(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (!target) throw new NotFoundError(USER_NOT_FOUND);
    return work(tx, target);
  });
}

export function changeUserRole(db: Db, admin: UserRow, id: string, role: Role) {
  return withTarget(db, id, async (tx, target) => {
    assertNotSelf(admin, target, 'change the role of');
    if (target.role === role) return target;
    if (role !== 'admin') await assertAnotherActiveAdmin(tx, target);
    const [updated] = await tx
      .update(users)
      .set({ role, ...NO_PENDING_TOKEN })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'update',
      tableName: 'users',
      recordId: id,
      userId: admin.id,
      fieldName: 'role',
      oldValue: target.role,
      newValue: role,
    });
    return updated ?? target;
  });
}

/** Deactivation ends every session of the user at once, and any pending reset or invitation link. */
export function changeUserStatus(db: Db, admin: UserRow, id: string, isActive: boolean) {
  return withTarget(db, id, async (tx, target) => {
    assertNotSelf(admin, target, isActive ? 'activate' : 'deactivate');
    if (target.isActive === isActive) return target;
    if (!isActive) await assertAnotherActiveAdmin(tx, target);
    const [updated] = await tx
      .update(users)
      .set(isActive ? { isActive } : { isActive, ...NO_PENDING_TOKEN })
      .where(eq(users.id, id))
      .returning();
    if (!isActive) await endSessionsOf(tx, id);
    await recordAudit(tx, {
      action: 'update',
      tableName: 'users',
      recordId: id,
      userId: admin.id,
      fieldName: 'isActive',
      oldValue: String(target.isActive),
      newValue: String(isActive),
    });
    return updated ?? target;
  });
}

/** Their sessions and network go with them; the audit trail stays and shows "Deleted user". */
export function deleteUser(db: Db, admin: UserRow, id: string) {
  return withTarget(db, id, async (tx, target) => {
    assertNotSelf(admin, target, 'delete');
    await assertAnotherActiveAdmin(tx, target);
    await endSessionsOf(tx, id);
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, {
      action: 'delete',
      tableName: 'users',
      recordId: id,
      userId: admin.id,
      metadata: {
        email: target.email,
        firstName: target.firstName,
        lastName: target.lastName,
        role: target.role,
      },
    });
  });
}
