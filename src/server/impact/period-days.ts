/** The calendar days a period covers, in the campaign's time zone (DECISIONS.md, "Issue 35: Our Impact over time"). */
import { sql } from 'drizzle-orm';
import type { ImpactPeriod } from '../../common/schemas/impact-days.js';
import type { Executor } from '../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const DAYS_BACK: Record<Exclude<ImpactPeriod, 'all'> | 'today', number> = { today: 0, '7d': 6, '30d': 29 };

/** Every YYYY-MM-DD from `first` to `last`, both included (plain calendar dates: no time zone involved). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= end; t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/**
 * Today and the period's first day in `timeZone`, and the instant that first day began there (what the
 * attempts' `created_at` is compared with, so the created_at index bounds the scan). "Since the start" begins on
 * the day of the first attempt.
 */
export async function periodBounds(db: Executor, period: ImpactPeriod | 'today', timeZone: string) {
  const today = sql`(now() AT TIME ZONE ${timeZone})::date`;
  const first =
    period === 'all'
      ? sql`least(${today}, coalesce((SELECT (min(created_at) AT TIME ZONE ${timeZone})::date FROM contact_attempts), ${today}))`
      : sql`${today} - ${DAYS_BACK[period]}::int`;
  const [row] = rowsOf<{ today: string; first: string; from: Date | string }>(
    await db.execute(sql`SELECT b.today::text AS today, b.first::text AS first,
        (b.first::timestamp AT TIME ZONE ${timeZone}) AS "from"
      FROM (SELECT ${today} AS today, ${first} AS first) b`),
  );
  if (!row) throw new Error('no period bounds');
  return { today: row.today, first: row.first, from: new Date(row.from) };
}
