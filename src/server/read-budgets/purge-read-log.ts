/**
 * Who read what is kept for the Keep who read what setting (90 days by default): older days and searches are removed
 * by the job sweeper, at most once an hour per instance (a delete on the day and created-at indexes).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readSettings } from '../settings/settings.js';

const PURGE_EVERY_MS = 60 * 60_000;
let lastPurge = 0;

export async function purgeReadLog(db: Db, { force = false } = {}) {
  if (!force && Date.now() - lastPurge < PURGE_EVERY_MS) return 0;
  lastPurge = Date.now();
  const { readLogDays, timeZone } = await readSettings(db);
  const days = await db.execute(
    sql`DELETE FROM read_days WHERE day < (now() AT TIME ZONE ${timeZone})::date - ${readLogDays - 1}::int`,
  );
  const searches = await db.execute(
    sql`DELETE FROM read_searches WHERE created_at < now() - make_interval(days => ${readLogDays})`,
  );
  return (days.rowCount ?? 0) + (searches.rowCount ?? 0);
}
