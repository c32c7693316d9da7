import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { can } from '../../common/permissions.js';
import type { NotificationsResponse } from '../../common/schemas/auth.js';
import type { Db } from '../db/client.js';
import { auditLogs, type UserRow, users } from '../db/schema/index.js';
import { READ_BUDGET_ACTION } from '../read-budgets/read-budget-alert.js';

/** How long a reached read budget stays in the admins' bell. */
const READ_BUDGET_NOTICE_HOURS = 24;

/** Admins are told about registrations waiting for approval and read budgets reached in the last day. */
export async function listNotifications(db: Db, user: UserRow): Promise<NotificationsResponse> {
  if (!can(user.role, 'admin:manage')) return { notifications: [] };
  const person = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
  };
  const [pending, budgets] = await Promise.all([
    db
      .select({ ...person, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.status, 'pending'))
      .orderBy(asc(users.createdAt))
      .limit(50),
    db
      .select({
        ...person,
        entryId: auditLogs.id,
        createdAt: auditLogs.createdAt,
        metadata: auditLogs.metadata,
      })
      .from(auditLogs)
      .innerJoin(users, eq(users.id, auditLogs.userId))
      .where(
        and(
          eq(auditLogs.action, READ_BUDGET_ACTION),
          gt(auditLogs.createdAt, sql`now() - make_interval(hours => ${READ_BUDGET_NOTICE_HOURS})`),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(50),
  ]);
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    notifications: [
      ...budgets.map((b) => ({
        kind: 'read-budget' as const,
        id: b.entryId,
        userId: b.id,
        email: b.email,
        firstName: b.firstName,
        lastName: b.lastName,
        createdAt: b.createdAt.toISOString(),
        searchRows: count(b.metadata?.searchRows),
        profileOpens: count(b.metadata?.profileOpens),
        windowStartedAt: text(b.metadata?.windowStartedAt),
        windowEndsAt: text(b.metadata?.windowEndsAt),
      })),
      ...pending.map((p) => ({
        kind: 'pending-registration' as const,
        userId: p.id,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        createdAt: p.createdAt.toISOString(),
      })),
    ],
  };
}
