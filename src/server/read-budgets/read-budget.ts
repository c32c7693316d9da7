/**
 * Read budgets: how many contacts a signed-in non-admin may read in an hour and in a day, through search pages
 * (rows), housemates, network pages and the lists they make, and opened profiles, before reading pauses until
 * their hour or their day is over. The counts live in read_counts, one row
 * per person, so every app instance counts the same reads; a read costs one upsert. The hour is a fixed
 * window starting with the person's first read after the last one ended. Admins read without a budget.
 */
import { type SQL, sql } from 'drizzle-orm';
import { can } from '../../common/permissions.js';
import type { Executor } from '../db/client.js';
import { oneRow } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { RateLimitedError } from '../errors.js';
import { readSettings, type Settings } from '../settings/settings.js';
import { alertAdminsOfShare, alertAdminsOnce } from './read-budget-alert.js';
import {
  chargedProfiles,
  chargedSearchRows,
  type DayCounts,
  type ReadBudget,
  type ReadCounts,
  type Reads,
} from './read-budget-types.js';
import { type DayRow, dayUpsert, recordRefusal, toDayCounts } from './read-days.js';
import { forgetSearch, type SearchRecord, searchInsert } from './record-search.js';

export const READ_WINDOW_MS = 60 * 60_000;

type HourRow = {
  hour_rows: number;
  hour_profiles: number;
  window_started_at: string | Date;
  window_ends_at: string | Date;
  alerted: boolean;
};

/**
 * The person's budget: the admin's override on their account, else the Settings'. A person whose hourly budget an
 * admin raised above the day's keeps at least one such hour a day (decision 0345).
 */
function budgetFor(settings: Settings, user: UserRow): ReadBudget {
  const searchRows = user.readBudgetSearchRows ?? settings.readBudgetSearchRows;
  const profiles = user.readBudgetProfiles ?? settings.readBudgetProfiles;
  return {
    searchRows,
    profiles,
    searchRowsPerDay: Math.max(settings.readBudgetSearchRowsPerDay, user.readBudgetSearchRows ?? 0),
    profilesPerDay: Math.max(settings.readBudgetProfilesPerDay, user.readBudgetProfiles ?? 0),
  };
}

/** The upsert that adds reads to the person's current window (starting a new one when the last ended). */
function hourUpsert(userId: string, reads: { searchRows?: number; profileOpens?: number }): SQL {
  return sql`
    INSERT INTO read_counts AS r (user_id, window_started_at, window_ends_at, search_rows, profile_opens)
    VALUES (${userId}, now(), now() + make_interval(secs => ${READ_WINDOW_MS / 1000}),
            ${reads.searchRows ?? 0}, ${reads.profileOpens ?? 0})
    ON CONFLICT (user_id) DO UPDATE SET
      window_started_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_started_at ELSE r.window_started_at END,
      window_ends_at = CASE WHEN r.window_ends_at <= now() THEN excluded.window_ends_at ELSE r.window_ends_at END,
      search_rows = CASE WHEN r.window_ends_at <= now() THEN 0 ELSE r.search_rows END + excluded.search_rows,
      profile_opens = CASE WHEN r.window_ends_at <= now() THEN 0 ELSE r.profile_opens END + excluded.profile_opens,
      alerted = r.alerted AND r.window_ends_at > now()
    RETURNING search_rows AS hour_rows, profile_opens AS hour_profiles, window_started_at, window_ends_at, alerted`;
}

const toReadCounts = (row: HourRow): ReadCounts => ({
  searchRows: Number(row.hour_rows),
  profileOpens: Number(row.hour_profiles),
  windowStartedAt: new Date(row.window_started_at),
  windowEndsAt: new Date(row.window_ends_at),
  alerted: row.alerted,
});

/** Adds reads to the person's current window; returns the totals. */
export async function countReads(
  db: Executor,
  userId: string,
  reads: { searchRows?: number; profileOpens?: number },
): Promise<ReadCounts> {
  return toReadCounts(await oneRow<HourRow>(db, hourUpsert(userId, reads)));
}

type ChargeRow = DayRow & Partial<HourRow> & { search_id?: string };

/**
 * The read counted in the person's day and, when charged, their hour, and a search recorded in the read
 * history, in one statement: a volunteer's search costs one round trip and one commit here, not three
 * (decision 0398).
 */
async function countRead(
  db: Executor,
  userId: string,
  timeZone: string,
  reads: Reads,
  charged: { searchRows: number; profileOpens: number } | undefined,
  search: SearchRecord | undefined,
): Promise<{ day: DayCounts; hour?: ReadCounts; searchId?: string }> {
  const parts = [sql`day AS (${dayUpsert(userId, timeZone, reads)})`];
  const tables = [sql`day`];
  if (charged) {
    parts.push(sql`hour AS (${hourUpsert(userId, charged)})`);
    tables.push(sql`hour`);
  }
  if (search) {
    parts.push(sql`searched AS (${searchInsert(userId, search)})`);
    tables.push(sql`searched`);
  }
  const row = await oneRow<ChargeRow>(
    db,
    sql`WITH ${sql.join(parts, sql`, `)} SELECT * FROM ${sql.join(tables, sql` CROSS JOIN `)}`,
  );
  const hour = charged ? toReadCounts(row as DayRow & HourRow) : undefined;
  return { day: toDayCounts(row), hour, searchId: row.search_id };
}

const exempt = (user: UserRow) => can(user.role, 'admin:manage');

/**
 * Records a read in the person's day and, for a non-admin, charges it against the hour's and the day's budgets.
 * Past either budget the read is refused (429): what the person already received never exceeds the budget, and
 * the day keeps a refusal instead of the refused reads. The admins are told once per hour spent, and once at the
 * alert share and at all of each day's budget. Admins' reads are recorded, never charged; the voters of one's
 * own and assigned lists (`listRows`) are recorded, never charged. A search given here enters the read history
 * unless the read is refused.
 */
export async function chargeReads(db: Executor, user: UserRow, reads: Reads, search?: SearchRecord) {
  const settings = await readSettings(db);
  const rows = chargedSearchRows(reads);
  const profiles = chargedProfiles(reads);
  const charged =
    exempt(user) || rows + profiles === 0 ? undefined : { searchRows: rows, profileOpens: profiles };
  const { day, hour, searchId } = await countRead(db, user.id, settings.timeZone, reads, charged, search);
  if (!hour) return;
  const budget = budgetFor(settings, user);
  // Each budget stops the reads it counts: a person out of profiles may still search, and the other way round.
  const hourSpent =
    (rows > 0 && hour.searchRows > budget.searchRows) ||
    (profiles > 0 && hour.profileOpens > budget.profiles);
  const daySpent =
    (rows > 0 && day.searchRows > budget.searchRowsPerDay) ||
    (profiles > 0 && day.profiles > budget.profilesPerDay);
  const share = Math.max(day.searchRows / budget.searchRowsPerDay, day.profiles / budget.profilesPerDay);
  const percent = share >= 1 ? 100 : share * 100 >= settings.readAlertPercent ? settings.readAlertPercent : 0;
  if (percent > day.alertedPercent) await alertAdminsOfShare(db, user, day, percent, budget);
  if (!hourSpent && !daySpent) return;
  await recordRefusal(db, day.id, reads);
  if (searchId) await forgetSearch(db, searchId);
  if (daySpent)
    throw new RateLimitedError(dayBudgetMessage(day.endsAt, settings.timeZone), {
      code: 'read_budget_spent',
    });
  if (!hour.alerted) await alertAdminsOnce(db, user, hour, budget);
  throw new RateLimitedError(readBudgetMessage(hour.windowEndsAt, settings.timeZone), {
    code: 'read_budget_spent',
  });
}

const resumesIn = (resumesAt: Date, timeZone: string, now: Date) => {
  const minutes = Math.max(1, Math.ceil((resumesAt.getTime() - now.getTime()) / 60_000));
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    resumesAt,
  );
  const wait =
    minutes < 120 ? (minutes === 1 ? '1 minute' : `${minutes} minutes`) : `${Math.round(minutes / 60)} hours`;
  return `${time} (in ${wait})`;
};

/** "… Reading resumes at 12:00 AM (in 7 hours)." in the campaign's time zone. */
export function dayBudgetMessage(resumesAt: Date, timeZone: string, now = new Date()) {
  return (
    'You have read as many contacts as allowed in one day, and the admins have been told. ' +
    `Reading resumes at ${resumesIn(resumesAt, timeZone, now)}. The voters of your own and assigned lists stay open.`
  );
}

/** "… Reading resumes at 3:42 PM (in 17 minutes)." in the campaign's time zone. */
export function readBudgetMessage(resumesAt: Date, timeZone: string, now = new Date()) {
  return (
    'You have read as many contacts as allowed in one hour, and the admins have been told. ' +
    `Reading resumes at ${resumesIn(resumesAt, timeZone, now)}.`
  );
}
