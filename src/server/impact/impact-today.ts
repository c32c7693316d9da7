/**
 * The Today view (PRODUCT.md, Impact): doors knocked, calls made and supporters found today, in all and by
 * volunteer. A leaderboard: admins see it; everyone else only when the setting "Show the Today leaderboard to
 * everyone" is on. Others see first names and an initial, never an email.
 */
import { sql } from 'drizzle-orm';
import type { ImpactToday, VolunteerToday } from '../../common/schemas/impact-days.js';
import type { Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import { ForbiddenError } from '../errors.js';
import { isAdmin } from '../lists/list-access.js';
import { HOUSEHOLD } from '../lists/list-members.js';
import { readSettings, type Settings } from '../settings/settings.js';
import { campaignToday } from './period-days.js';

export const TODAY_NOT_SHARED =
  'Only admins see the Today view by volunteer; an admin can share it with everyone in Settings.';

export const mayReadTodayByVolunteer = (user: UserRow, settings: Pick<Settings, 'showTodayLeaderboard'>) =>
  isAdmin(user) || settings.showTodayLeaderboard;

/** Admins see who each person is; others a first name and an initial. */
const nameOf = (full: boolean) =>
  full
    ? sql`CASE WHEN u.id IS NULL THEN 'Deleted user'
        WHEN coalesce(btrim(u.first_name), '') <> '' THEN btrim(concat_ws(' ', btrim(u.first_name), btrim(u.last_name)))
        ELSE u.email END`
    : sql`CASE WHEN u.id IS NULL THEN 'Deleted user'
        WHEN coalesce(btrim(u.first_name), '') <> '' THEN btrim(concat_ws(' ', btrim(u.first_name),
          nullif(left(btrim(coalesce(u.last_name, '')), 1) || '.', '.')))
        ELSE 'A volunteer' END`;

/** The instant the campaign's day `day` began. */
const midnight = (day: string, timeZone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;

/** The door a voter lives behind, as walk lists group households; a voter without an address is a door of their own. */
const DOOR = sql`coalesce(${HOUSEHOLD}, c.id::text)`;

/**
 * Today's doors knocked (each door once per person, however many of its voters got a result, however often it was
 * knocked), calls made and confirmed supporters, per person, most doors and calls first.
 */
export const todayByVolunteerSql = (day: string, timeZone: string, fullNames: boolean) => sql`
  SELECT a.user_id AS "userId", ${nameOf(fullNames)} AS name, a.doors, a.calls, a.supporters
  FROM (
    SELECT t.user_id,
      count(DISTINCT ${DOOR}) FILTER (WHERE t.channel = 'door')::int AS doors,
      count(*) FILTER (WHERE t.channel = 'phone')::int AS calls,
      count(DISTINCT t.contact_id) FILTER (WHERE t.supporter_status = 'confirmed-supporter')::int AS supporters
    FROM contact_attempts t JOIN contacts c ON c.id = t.contact_id
    WHERE t.created_at >= ${midnight(day, timeZone)}
    GROUP BY t.user_id
  ) a LEFT JOIN users u ON u.id = a.user_id
  WHERE a.doors + a.calls + a.supporters > 0
  ORDER BY a.doors + a.calls DESC, a.supporters DESC, name`;

/** Voters recorded as confirmed supporters today, each once whoever recorded them. */
const supportersTodaySql = (day: string, timeZone: string) => sql`
  SELECT count(DISTINCT contact_id)::int AS n FROM contact_attempts
  WHERE created_at >= ${midnight(day, timeZone)} AND supporter_status = 'confirmed-supporter'`;

export async function getImpactToday(db: Executor, user: UserRow): Promise<ImpactToday> {
  const settings = await readSettings(db);
  if (!mayReadTodayByVolunteer(user, settings)) throw new ForbiddenError(TODAY_NOT_SHARED);
  const { timeZone } = settings;
  const today = campaignToday(timeZone);
  const [volunteers, supportersToday] = await Promise.all([
    rows<VolunteerToday>(db, todayByVolunteerSql(today, timeZone, isAdmin(user))),
    firstRow<{ n: number }>(db, supportersTodaySql(today, timeZone)),
  ]);
  return {
    day: today,
    timeZone,
    doors: volunteers.reduce((n, v) => n + v.doors, 0),
    calls: volunteers.reduce((n, v) => n + v.calls, 0),
    supporters: supportersToday?.n ?? 0,
    volunteers,
  };
}
