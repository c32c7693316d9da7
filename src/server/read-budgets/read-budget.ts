/**
 * Read budgets: how many contacts a signed-in non-admin may read in an hour, through search pages (rows) and
 * opened profiles, before reading pauses until their hour is over. The counts live in read_counts, one row
 * per person, so every app instance counts the same reads; a read costs one upsert. The hour is a fixed
 * window starting with the person's first read after the last one ended. Admins read without a budget.
 */
import { sql } from 'drizzle-orm';
import { can } from '../../common/permissions.js';
import type { Executor } from '../db/client.js';
import { oneRow } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { RateLimitedError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { alertAdminsOnce } from './read-budget-alert.js';
import type { ReadBudget, ReadCounts } from './read-budget-types.js';

export const READ_WINDOW_MS = 60 * 60_000;

type CountsRow = {
  search_rows: number;
  profile_opens: number;
  window_started_at: string | Date;
  window_ends_at: string | Date;
  alerted: boolean;
};

/** The person's budget: the admin's override on their account, else the Settings'. */
export async function budgetFor(db: Executor, user: UserRow): Promise<ReadBudget> {
  const settings = await readSettings(db);
  return {
    searchRows: user.readBudgetSearchRows ?? settings.readBudgetSearchRows,
    profiles: user.readBudgetProfiles ?? settings.readBudgetProfiles,
  };
}

/** Adds reads to the person's current window (starting a new one when the last ended); returns the totals. */
export async function countReads(
  db: Executor,
  userId: string,
  reads: { searchRows?: number; profileOpens?: number },
): Promise<ReadCounts> {
  const row = await oneRow<CountsRow>(
    db,
    sql`
    INSERT INTO read_counts AS r (user_id, window_started_at, window_ends_at, search_rows, profile_opens)
    VALUES (${userId}, now(), now() + make_interval(secs => ${READ_WINDOW_MS / 1000}),
            ${reads.searchRows ?? 0}, ${reads.profileOpens ?? 0})
    ON CONFLICT (user_id) DO UPDATE SET
      window_started_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_started_at ELSE r.window_started_at END,
      window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END,
      search_rows = CASE WHEN r.window_ends_at <= now() THEN 0 ELSE r.search_rows END + excluded.search_rows,
      profile_opens = CASE WHEN r.window_ends_at <= now() THEN 0 ELSE r.profile_opens END + excluded.profile_opens,
      alerted = r.alerted AND r.window_ends_at > now()
    RETURNING search_rows, profile_opens, window_started_at, window_ends_at, alerted`,
  );
  return {
    searchRows: Number(row.search_rows),
    profileOpens: Number(row.profile_opens),
    windowStartedAt: new Date(row.window_started_at),
    windowEndsAt: new Date(row.window_ends_at),
    alerted: row.alerted,
  };
}

const exempt = (user: UserRow) => can(user.role, 'admin:manage');

/**
 * Counts the rows a search page delivered. Past the budget the page is refused (429): the rows the person
 * already received never exceed the budget.
 */
export async function chargeSearchRows(db: Executor, user: UserRow, rows: number) {
  if (exempt(user)) return;
  const counts = await countReads(db, user.id, { searchRows: rows });
  const budget = await budgetFor(db, user);
  if (counts.searchRows > budget.searchRows) await refuse(db, user, counts, budget);
}

/** Counts one opened profile (or a contact's CSV); past the budget it is refused (429). */
export async function chargeProfileOpen(db: Executor, user: UserRow) {
  if (exempt(user)) return;
  const counts = await countReads(db, user.id, { profileOpens: 1 });
  const budget = await budgetFor(db, user);
  if (counts.profileOpens > budget.profiles) await refuse(db, user, counts, budget);
}

async function refuse(db: Executor, user: UserRow, counts: ReadCounts, budget: ReadBudget): Promise<never> {
  if (!counts.alerted) await alertAdminsOnce(db, user, counts, budget);
  const { timeZone } = await readSettings(db);
  throw new RateLimitedError(readBudgetMessage(counts.windowEndsAt, timeZone), { code: 'read_budget_spent' });
}

/** "… Reading resumes at 3:42 PM (in 17 minutes)." in the campaign's time zone. */
export function readBudgetMessage(resumesAt: Date, timeZone: string, now = new Date()) {
  const minutes = Math.max(1, Math.ceil((resumesAt.getTime() - now.getTime()) / 60_000));
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    resumesAt,
  );
  return (
    'You have read as many contacts as allowed in one hour, and the admins have been told. ' +
    `Reading resumes at ${time} (in ${minutes === 1 ? '1 minute' : `${minutes} minutes`}).`
  );
}
