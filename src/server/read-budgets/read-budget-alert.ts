import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Executor } from '../db/client.js';
import { readCounts, readDays, type UserRow } from '../db/schema/index.js';
import type { DayCounts, ReadBudget, ReadCounts } from './read-budget-types.js';

/** The audit action of a budget that ran out; the admins' bell lists the recent ones. */
export const READ_BUDGET_ACTION = 'read-budget';

/**
 * Tells the admins, once per window, that a person reached their read budget: an audit entry naming the
 * person, the counts and the window, which the notifications bell shows. The flag and the entry are written
 * together, and only by the request that set the flag, so several refused requests (on several instances)
 * make one entry.
 */
export async function alertAdminsOnce(db: Executor, user: UserRow, counts: ReadCounts, budget: ReadBudget) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(readCounts)
      .set({ alerted: true })
      .where(
        and(
          eq(readCounts.userId, user.id),
          eq(readCounts.alerted, false),
          gt(readCounts.windowEndsAt, sql`now()`),
        ),
      )
      .returning({ userId: readCounts.userId });
    if (claimed.length === 0) return;
    await recordAudit(tx, {
      action: READ_BUDGET_ACTION,
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      fieldName: 'read budget',
      newValue:
        `${user.email} read ${counts.searchRows} search rows and ${counts.profileOpens} profiles ` +
        `between ${counts.windowStartedAt.toISOString()} and ${counts.windowEndsAt.toISOString()} ` +
        `(budget: ${budget.searchRows} rows, ${budget.profiles} profiles per hour)`,
      metadata: {
        searchRows: counts.searchRows,
        profileOpens: counts.profileOpens,
        searchRowsBudget: budget.searchRows,
        profilesBudget: budget.profiles,
        windowStartedAt: counts.windowStartedAt.toISOString(),
        windowEndsAt: counts.windowEndsAt.toISOString(),
      },
    });
  });
}

/** The audit action of a share of a daily budget reached; the admins' bell lists the recent ones. */
export const READ_SHARE_ACTION = 'read-share';

/**
 * Tells the admins, once per share and day, that a person has read `percent` % of a daily budget (the alert
 * share, then 100). Only the request that raised the day's `alerted_percent` writes the entry.
 */
export async function alertAdminsOfShare(
  db: Executor,
  user: UserRow,
  day: DayCounts,
  percent: number,
  budget: ReadBudget,
) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(readDays)
      .set({ alertedPercent: percent })
      .where(and(eq(readDays.id, day.id), lt(readDays.alertedPercent, percent)))
      .returning({ id: readDays.id });
    if (claimed.length === 0) return;
    await recordAudit(tx, {
      action: READ_SHARE_ACTION,
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      fieldName: 'daily read budget',
      newValue:
        `${user.email} read ${percent} % of their daily budget on ${day.day}: ${day.searchRows} search rows ` +
        `and ${day.profiles} profiles (budget: ${budget.searchRowsPerDay} rows, ${budget.profilesPerDay} profiles per day)`,
      metadata: {
        percent,
        day: day.day,
        searchRows: day.searchRows,
        profileOpens: day.profiles,
        searchRowsBudget: budget.searchRowsPerDay,
        profilesBudget: budget.profilesPerDay,
      },
    });
  });
}
