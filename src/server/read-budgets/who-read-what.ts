/**
 * Who read what, for admins: each person's reads per day (read_days), the week's top readers and one person's
 * history with the searches they ran (criteria and row counts, never the rows). Everything kept (Keep who read
 * what) is readable; older days are removed by purgeReadLog.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReadDay, ReadHistory, ReadsReport, TopReader } from '../../common/schemas/reads.js';
import type { Db } from '../db/client.js';
import { rows } from '../db/rows.js';
import { NotFoundError } from '../errors.js';
import { readSettings } from '../settings/settings.js';

const PERSON = sql`d.user_id AS "userId",
  coalesce(nullif(btrim(concat_ws(' ', btrim(u.first_name), btrim(u.last_name))), ''), u.email, 'Deleted user') AS name,
  u.email, u.role::text AS role`;

const DAY_COLUMNS = sql`d.day::text AS day, d.search_rows AS "searchRows", d.profile_opens AS "profileOpens",
  d.housemates, d.list_rows AS "listRows", d.list_made_rows AS "listMadeRows",
  d.list_made_phones AS "listMadePhones", d.network_rows AS "networkRows", d.refusals`;

/** The first day of the last `days` days, in the campaign's time zone. */
const since = (days: number, timeZone: string) =>
  sql`((now() AT TIME ZONE ${timeZone})::date - ${days - 1}::int)`;

async function readDays(db: Db, where: SQL): Promise<ReadDay[]> {
  return rows<ReadDay>(
    db,
    sql`SELECT ${PERSON}, ${DAY_COLUMNS} FROM read_days d LEFT JOIN users u ON u.id = d.user_id
      WHERE ${where} ORDER BY d.day DESC, name, d.user_id`,
  );
}

/** The most the report lists of people: the top readers of the week. */
const TOP_READERS = 10;

/** Reads per person and day over the last `days` days, and the week's top readers by what they were charged. */
export async function readsReport(db: Db, days: number): Promise<ReadsReport> {
  const { timeZone, readLogDays } = await readSettings(db);
  const [list, topReaders] = await Promise.all([
    readDays(db, sql`d.day >= ${since(Math.min(days, readLogDays), timeZone)}`),
    rows<TopReader>(
      db,
      sql`SELECT * FROM (
          SELECT ${PERSON},
            sum(d.search_rows + d.housemates + d.list_made_rows + d.network_rows)::int AS "searchRows",
            sum(d.profile_opens + d.list_made_phones)::int AS profiles, sum(d.refusals)::int AS refusals
          FROM read_days d LEFT JOIN users u ON u.id = d.user_id
          WHERE d.day >= ${since(7, timeZone)}
          GROUP BY d.user_id, u.id) w
        WHERE w."searchRows" + w.profiles + w.refusals > 0
        ORDER BY w."searchRows" + w.profiles DESC, w.refusals DESC, w.name LIMIT ${TOP_READERS}`,
    ),
  ]);
  return { days: list, topReaders, keptDays: readLogDays };
}

/** Every day kept, for the CSV export. */
export async function allReadDays(db: Db) {
  return readDays(db, sql`true`);
}

/** The most searches one person's history lists, newest first. */
const SEARCHES_LISTED = 500;

/** One person's days and the searches they ran, everything kept. */
export async function readHistory(db: Db, userId: string): Promise<ReadHistory> {
  const { readLogDays } = await readSettings(db);
  const [user] = await rows<ReadHistory['user']>(
    db,
    sql`SELECT u.id AS "userId",
        coalesce(nullif(btrim(concat_ws(' ', btrim(u.first_name), btrim(u.last_name))), ''), u.email) AS name,
        u.email, u.role::text AS role
      FROM users u WHERE u.id = ${userId}::uuid`,
  );
  if (!user) throw new NotFoundError('That person does not exist (any more).');
  const [days, searches] = await Promise.all([
    readDays(db, sql`d.user_id = ${userId}::uuid`),
    rows<{ at: string; criteria: Record<string, unknown>; rows: number }>(
      db,
      sql`SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, s.criteria, s.rows
        FROM read_searches s WHERE s.user_id = ${userId}::uuid
        ORDER BY s.created_at DESC LIMIT ${SEARCHES_LISTED}`,
    ),
  ]);
  return { user, days, searches, keptDays: readLogDays };
}
