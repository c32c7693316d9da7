/**
 * Our Impact over time (PRODUCT.md, Impact): doors and calls per day by result, supporters identified per day,
 * and the progress of the caller's lists. Days are the campaign's (the time zone in Settings).
 */
import { sql } from 'drizzle-orm';
import type { AttemptChannel, AttemptResult } from '../../common/constants.js';
import type { ImpactDay, ImpactDays, ImpactPeriod } from '../../common/schemas/impact-days.js';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { listLists } from '../lists/read-lists.js';
import { readSettings } from '../settings/settings.js';
import { mayReadTodayByVolunteer } from './impact-today.js';
import { daysBetween, periodBounds } from './period-days.js';

/** At most this many lists in the progress chart: the ones with the most voters attempted. */
export const LIST_PROGRESS_LIMIT = 12;

type CountRow = {
  day: string;
  channel: AttemptChannel;
  result: AttemptResult;
  n: number;
  confirmed: number;
  likely: number;
};

/**
 * Attempts per campaign day, channel and result, with the supporters they recorded, from the quarter-hour
 * counts (attempt_counts): each day of the period is the range of buckets from its midnight to the next, in
 * the campaign's time zone, so no attempt's time is converted. The days are a series of whole numbers from the
 * first day: the planner knows how many there are (a series of dates it takes for 1,000, and at 1,000,000 voters
 * that estimate switched on JIT compilation, 0.8 s of a 1 s query).
 */
export const dayCountsSql = (first: string, dayCount: number, timeZone: string) => sql`
  SELECT d.day::text AS day, c.channel, c.result, sum(c.attempts)::int AS n,
    sum(c.confirmed_supporters)::int AS confirmed, sum(c.likely_supporters)::int AS likely
  FROM (SELECT ${first}::date + i AS day FROM generate_series(0, ${dayCount - 1}::int) AS i) d
  JOIN attempt_counts c
    ON c.bucket >= (d.day::timestamp AT TIME ZONE ${timeZone})
   AND c.bucket < ((d.day + 1)::timestamp AT TIME ZONE ${timeZone})
  GROUP BY 1, 2, 3`;

/** Folds the count rows into one entry per day of the period (days without attempts included). */
export function toDays(days: string[], counts: CountRow[]): ImpactDay[] {
  const byDay = new Map<string, ImpactDay>(
    days.map((day) => [day, { day, doors: {}, calls: {}, confirmedSupporters: 0, likelySupporters: 0 }]),
  );
  for (const { day, channel, result, n, confirmed, likely } of counts) {
    const entry = byDay.get(day);
    if (!entry || n === 0) continue;
    // Supporters from every channel; the charts draw doors and calls.
    entry.confirmedSupporters += confirmed;
    entry.likelySupporters += likely;
    if (channel === 'door') entry.doors[result] = n;
    if (channel === 'phone') entry.calls[result] = n;
  }
  return [...byDay.values()];
}

export async function getImpactDays(db: Db, user: UserRow, period: ImpactPeriod): Promise<ImpactDays> {
  const settings = await readSettings(db);
  const { timeZone } = settings;
  const bounds = await periodBounds(db, period, timeZone);
  const days = daysBetween(bounds.first, bounds.today);
  const [counts, lists] = await Promise.all([
    rows<CountRow>(db, dayCountsSql(bounds.first, days.length, timeZone)),
    listLists(db, user),
  ]);
  // A list cut into turfs holds the voters of its turfs: shown by its turfs, each voter is counted once.
  const cutIntoTurfs = new Set(lists.flatMap((l) => (l.parentId ? [l.parentId] : [])));
  return {
    period,
    timeZone,
    days: toDays(days, counts),
    lists: lists
      .filter((l) => !cutIntoTurfs.has(l.id))
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
