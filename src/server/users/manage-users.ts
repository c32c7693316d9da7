/** Admin changes to other people's accounts: role, active flag, deletion. Each is audited. */
import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/constants.js';
import { isUuid } from '../../shared/schemas/common.js';
import { recordAudit } from '../audit/record-audit.js';
import { endSessionsOf } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { assertAnotherActiveAdmin, assertNotSelf, lockUser } from './admin-guards.js';
import { USER_NOT_FOUND } from './review-registration.js';

async function withTarget<T>(
  db: Db,
  id: string,
  work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], target: UserRow) => Promise<T>,
) {
  if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (!target) throw notFound(USER_NOT_FOUND);
    return work(tx, target);
  });
}

export function changeUserRole(db: Db, admin: UserRow, id: string, role: Role) {
  return withTarget(db, id, async (tx, target) => {
    assertNotSelf(admin, target, 'change the role of');
    if (target.role === role) return target;
    if (role !== 'admin') await assertAnotherActiveAdmin(tx, target);
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
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

/** Deactivation ends every session of the user at once. */
export function changeUserStatus(db: Db, admin: UserRow, id: string, isActive: boolean) {
  return withTarget(db, id, async (tx, target) => {
    assertNotSelf(admin, target, isActive ? 'activate' : 'deactivate');
    if (target.isActive === isActive) return target;
    if (!isActive) await assertAnotherActiveAdmin(tx, target);
    const [updated] = await tx.update(users).set({ isActive }).where(eq(users.id, id)).returning();
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
