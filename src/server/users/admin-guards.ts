import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { ConflictError, InvalidInputError } from '../errors.js';

export const LAST_ADMIN_MESSAGE =
  'This is the last active admin. Make another user an active admin first, so someone can still run Groundwork.';

/** An admin may not demote, deactivate or delete themselves: another admin has to. */
export function assertNotSelf(admin: UserRow, target: UserRow, what: string) {
  if (admin.id === target.id)
    throw new InvalidInputError(`You cannot ${what} yourself. Ask another admin to do it.`);
}

/**
 * Refuses a change that would leave no approved, active admin. The other admins' rows are locked, so
 * two admins demoting each other at the same moment cannot both succeed.
 */
export async function assertAnotherActiveAdmin(tx: Tx, target: UserRow) {
  const isActiveAdmin = target.role === 'admin' && target.status === 'approved' && target.isActive;
  if (!isActiveAdmin) return;
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        eq(users.status, 'approved'),
        eq(users.isActive, true),
        ne(users.id, target.id),
      ),
    )
    .for('update');
  if (others.length === 0) throw new ConflictError(LAST_ADMIN_MESSAGE);
}

/**
 * The target row, locked for the rest of the transaction. The admins' rows are locked first, always in
 * id order, so concurrent changes to admins queue up instead of deadlocking.
 */
export async function lockUser(tx: Tx, id: string) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export const activeUsersCount = sql<number>`count(*) filter (where ${users.isActive} and ${users.status} = 'approved')`;
