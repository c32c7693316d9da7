/**
 * The per-day record of reads (read_days): one upsert per read, keyed by the person and the day in the campaign's
 * time zone. The daily budgets count here and the admins' "Who read what" page reads it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { DayCounts, Reads } from './read-budget-types.js';

export type DayRow = {
  id: string;
  day: string;
  charged_rows: number;
  charged_profiles: number;
  alerted_percent: number;
  ends_at: string | Date;
};

const n = (value: number | undefined) => value ?? 0;

/** The upsert that adds the reads to the person's day, answering a DayRow (one statement of its own or a CTE). */
export function dayUpsert(userId: string, timeZone: string, r: Reads): SQL {
  return sql`
    INSERT INTO read_days AS d (user_id, day, search_rows, profile_opens, housemates, list_rows, list_made_rows,
      list_made_phones, network_rows)
    VALUES (${userId}, (now() AT TIME ZONE ${timeZone})::date, ${n(r.searchRows)}, ${n(r.profileOpens)},
      ${n(r.housemates)}, ${n(r.listRows)}, ${n(r.listMadeRows)}, ${n(r.listMadePhones)}, ${n(r.networkRows)})
    ON CONFLICT (user_id, day) DO UPDATE SET
      search_rows = d.search_rows + excluded.search_rows,
      profile_opens = d.profile_opens + excluded.profile_opens,
      housemates = d.housemates + excluded.housemates,
      list_rows = d.list_rows + excluded.list_rows,
      list_made_rows = d.list_made_rows + excluded.list_made_rows,
      list_made_phones = d.list_made_phones + excluded.list_made_phones,
      network_rows = d.network_rows + excluded.network_rows
    RETURNING id, day::text AS day,
      search_rows + housemates + list_made_rows + network_rows AS charged_rows,
      profile_opens + list_made_phones AS charged_profiles, alerted_percent,
      ((day + 1)::timestamp AT TIME ZONE ${timeZone}) AS ends_at`;
}

export const toDayCounts = (row: DayRow): DayCounts => ({
  id: row.id,
  day: row.day,
  searchRows: Number(row.charged_rows),
  profiles: Number(row.charged_profiles),
  alertedPercent: Number(row.alerted_percent),
  endsAt: new Date(row.ends_at),
});

/** A refused read delivered nothing: the day keeps the refusal instead of the reads. */
export async function recordRefusal(db: Executor, dayId: string, r: Reads) {
  await db.execute(sql`
    UPDATE read_days SET refusals = refusals + 1,
      search_rows = greatest(search_rows - ${n(r.searchRows)}, 0),
      profile_opens = greatest(profile_opens - ${n(r.profileOpens)}, 0),
      housemates = greatest(housemates - ${n(r.housemates)}, 0),
      list_rows = greatest(list_rows - ${n(r.listRows)}, 0),
      list_made_rows = greatest(list_made_rows - ${n(r.listMadeRows)}, 0),
      list_made_phones = greatest(list_made_phones - ${n(r.listMadePhones)}, 0),
      network_rows = greatest(network_rows - ${n(r.networkRows)}, 0)
    WHERE id = ${dayId}::uuid`);
}
