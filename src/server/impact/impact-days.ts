/**
 * Our Impact over time (PRODUCT.md, Impact): doors and calls per day by result, supporters identified per day,
 * and the progress of the caller's lists. Days are the campaign's (the time zone in Settings).
 */
import { sql } from 'drizzle-orm';
import type { AttemptResult } from '../../common/constants.js';
import type { ImpactDay, ImpactDays, ImpactPeriod } from '../../common/schemas/impact-days.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { listLists } from '../lists/read-lists.js';
import { readSettings } from '../settings/settings.js';
import { mayReadTodayByVolunteer } from './impact-today.js';
import { daysBetween, periodBounds } from './period-days.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** At most this many lists in the progress chart: the ones with the most voters attempted. */
export const LIST_PROGRESS_LIMIT = 12;

type CountRow = { day: string; channel: 'door' | 'phone'; result: AttemptResult; n: number };
type SupporterRow = { day: string; confirmed: number; likely: number };

/** Door and phone attempts since `from`, per campaign day, channel and result. */
export const attemptCountsSql = (from: Date, timeZone: string) => sql`
  SELECT (created_at AT TIME ZONE ${timeZone})::date::text AS day, channel, result, count(*)::int AS n
  FROM contact_attempts
  WHERE created_at >= ${from.toISOString()}::timestamptz AND channel IN ('door', 'phone')
  GROUP BY 1, 2, 3`;

/** Voters an attempt recorded as a confirmed or likely supporter since `from`, each voter once a day. */
export const supporterCountsSql = (from: Date, timeZone: string) => sql`
  SELECT (created_at AT TIME ZONE ${timeZone})::date::text AS day,
    count(DISTINCT contact_id) FILTER (WHERE supporter_status = 'confirmed-supporter')::int AS confirmed,
    count(DISTINCT contact_id) FILTER (WHERE supporter_status = 'likely-supporter')::int AS likely
  FROM contact_attempts
  WHERE created_at >= ${from.toISOString()}::timestamptz
    AND supporter_status IN ('confirmed-supporter', 'likely-supporter')
  GROUP BY 1`;

/** Folds the count rows into one entry per day of the period (days without attempts included). */
export function toDays(days: string[], counts: CountRow[], supporters: SupporterRow[]): ImpactDay[] {
  const byDay = new Map<string, ImpactDay>(
    days.map((day) => [day, { day, doors: {}, calls: {}, confirmedSupporters: 0, likelySupporters: 0 }]),
  );
  for (const { day, channel, result, n } of counts) {
    const entry = byDay.get(day);
    if (entry) entry[channel === 'door' ? 'doors' : 'calls'][result] = n;
  }
  for (const { day, confirmed, likely } of supporters) {
    const entry = byDay.get(day);
    if (!entry) continue;
    entry.confirmedSupporters = confirmed;
    entry.likelySupporters = likely;
  }
  return [...byDay.values()];
}

export async function getImpactDays(db: Db, user: UserRow, period: ImpactPeriod): Promise<ImpactDays> {
  const settings = await readSettings(db);
  const { timeZone } = settings;
  const bounds = await periodBounds(db, period, timeZone);
  const [counts, supporters, lists] = await Promise.all([
    db.execute(attemptCountsSql(bounds.from, timeZone)),
    db.execute(supporterCountsSql(bounds.from, timeZone)),
    listLists(db, user),
  ]);
  return {
    period,
    timeZone,
    days: toDays(
      daysBetween(bounds.first, bounds.today),
      rowsOf<CountRow>(counts),
      rowsOf<SupporterRow>(supporters),
    ),
    lists: lists
      .map((l) => ({
        id: l.id,
        name: l.name,
        kind: l.kind,
        members: l.progress.total,
        attempted: l.progress.attempted,
      }))
      .sort((a, b) => b.attempted - a.attempted || a.name.localeCompare(b.name))
      .slice(0, LIST_PROGRESS_LIMIT),
    todayByVolunteer: mayReadTodayByVolunteer(user, settings),
  };
}
