import { asc, eq } from 'drizzle-orm';
import { can } from '../../shared/permissions.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';

/** Admins are told about registrations waiting for approval; nobody else has notifications yet. */
export async function listNotifications(db: Db, user: UserRow) {
  if (!can(user.role, 'admin:manage')) return { notifications: [] };
  const pending = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.status, 'pending'))
    .orderBy(asc(users.createdAt))
    .limit(50);
  return {
    notifications: pending.map((p) => ({
      kind: 'pending-registration' as const,
      userId: p.id,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
