/**
 * The calendar days a period covers, in the campaign's time zone (decisions 0320 and 0321,
 * docs/decisions/0320-impact-days-are-the-campaigns.md and 0321-impact-period-switch.md).
 */
import { sql } from 'drizzle-orm';
import type { ImpactPeriod } from '../../common/schemas/impact-days.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';

const DAY_MS = 86_400_000;

const DAYS_BACK: Record<Exclude<ImpactPeriod, 'all'>, number> = { '7d': 6, '30d': 29 };

/** Every YYYY-MM-DD from `first` to `last`, both included (plain calendar dates: no time zone involved). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= end; t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The calendar day `now` falls on in `timeZone`, as YYYY-MM-DD. */
export const campaignToday = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/**
 * Today and the period's first day in `timeZone`. "Since the start" begins on the day of the first attempt
 * (the earliest quarter hour counted), today when there is none.
 */
export async function periodBounds(db: Executor, period: ImpactPeriod, timeZone: string, now = new Date()) {
  const today = campaignToday(timeZone, now);
  if (period !== 'all') return { today, first: daysBefore(today, DAYS_BACK[period]) };
  const row = await firstRow<{ first: string | null }>(
    db,
    sql`SELECT (min(bucket) AT TIME ZONE ${timeZone})::date::text AS first
      FROM attempt_counts WHERE attempts > 0`,
  );
  const first = row?.first && row.first < today ? row.first : today;
  return { today, first };
}
