import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ListKind } from '../../common/constants.js';
import { assignerName } from '../../common/list-assignment.js';
import { can } from '../../common/permissions.js';
import type { NotificationsResponse } from '../../common/schemas/auth.js';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';
import { auditLogs, type UserRow, users } from '../db/schema/index.js';
import { listDoors } from '../lists/list-members.js';
import { READ_BUDGET_ACTION, READ_SHARE_ACTION } from '../read-budgets/read-budget-alert.js';

/** How long a reached read budget stays in the admins' bell. */
const READ_BUDGET_NOTICE_HOURS = 24;

/** How long a list given to someone stays in their bell (issue 35). */
const LIST_ASSIGNED_NOTICE_DAYS = 7;

type Notification = NotificationsResponse['notifications'][number];

/**
 * The lists given to the reader by someone else in the last week, still theirs, newest first. An assignment
 * from before issue 35 has no `assigned_by` and is not announced.
 */
async function listsAssigned(db: Db, user: UserRow): Promise<Notification[]> {
  if (!can(user.role, 'lists:work')) return [];
  const assignments = await rows<{
    listId: string;
    listName: string;
    listKind: ListKind;
    doors: number;
    voters: number;
    firstName: string | null;
    email: string;
    assignedAt: string | Date;
  }>(
    db,
    sql`
      SELECT l.id AS "listId", l.name AS "listName", l.kind AS "listKind", ${listDoors(sql`l.id`)} AS doors,
        (SELECT count(*)::int FROM contact_list_members m WHERE m.list_id = l.id) AS voters,
        b.first_name AS "firstName", b.email, a.assigned_at AS "assignedAt"
      FROM contact_list_assignees a
      JOIN contact_lists l ON l.id = a.list_id
      JOIN users b ON b.id = a.assigned_by
      WHERE a.user_id = ${user.id}::uuid AND a.assigned_by <> a.user_id
        AND a.assigned_at > now() - make_interval(days => ${LIST_ASSIGNED_NOTICE_DAYS})
      ORDER BY a.assigned_at DESC LIMIT 20`,
  );
  return assignments.map((r) => ({
    kind: 'list-assigned' as const,
    listId: r.listId,
    listName: r.listName,
    listKind: r.listKind,
    doors: r.doors,
    voters: r.voters,
    assignerName: assignerName(r),
    createdAt: new Date(r.assignedAt).toISOString(),
  }));
}

/**
 * Everyone who works lists hears of the lists given to them; admins also of registrations waiting for approval
 * and read budgets reached in the last day.
 */
export async function listNotifications(db: Db, user: UserRow): Promise<NotificationsResponse> {
  const assigned = await listsAssigned(db, user);
  const seenAt = user.notificationsSeenAt?.toISOString() ?? null;
  if (!can(user.role, 'admin:manage')) return { seenAt, notifications: assigned };
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
        action: auditLogs.action,
        createdAt: auditLogs.createdAt,
        metadata: auditLogs.metadata,
      })
      .from(auditLogs)
      .innerJoin(users, eq(users.id, auditLogs.userId))
      .where(
        and(
          inArray(auditLogs.action, [READ_BUDGET_ACTION, READ_SHARE_ACTION]),
          gt(auditLogs.createdAt, sql`now() - make_interval(hours => ${READ_BUDGET_NOTICE_HOURS})`),
        ),
      )
      .orderBy(desc(auditLogs.createdAt))
      .limit(50),
  ]);
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    seenAt,
    notifications: [
      ...assigned,
      ...budgets.map((b) => {
        const reader = {
          id: b.entryId,
          userId: b.id,
          email: b.email,
          firstName: b.firstName,
          lastName: b.lastName,
          createdAt: b.createdAt.toISOString(),
          searchRows: count(b.metadata?.searchRows),
          profileOpens: count(b.metadata?.profileOpens),
        };
        return b.action === READ_SHARE_ACTION
          ? {
              kind: 'read-share' as const,
              ...reader,
              percent: count(b.metadata?.percent),
              day: text(b.metadata?.day),
            }
          : {
              kind: 'read-budget' as const,
              ...reader,
              windowStartedAt: text(b.metadata?.windowStartedAt),
              windowEndsAt: text(b.metadata?.windowEndsAt),
            };
      }),
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
