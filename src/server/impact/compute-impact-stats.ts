/**
 * The campaign's progress, counted from the data (PRODUCT.md, Impact). Confirmed supporters and confirmed
 * volunteers are counted among active contacts (still on the voter file), each broken down by party and by
 * age band from their own rows: the volunteer breakdowns are real counts, not an estimate from supporters.
 */
import { sql } from 'drizzle-orm';
import { AGE_BANDS, type Breakdown, type ImpactStats, UNKNOWN_GROUP } from '../../common/schemas/impact.js';
import { RELIABLE_VOTER_GENERALS } from '../../common/vote-history.js';
import type { Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import { readSettings } from '../settings/settings.js';

type GroupRow = { party: string; ageRange: string; supporters: number; volunteers: number };

/** One pass over the confirmed contacts, grouped by party and age band, counting both kinds at once. */
const GROUPS = sql`
  SELECT coalesce(nullif(trim(party), ''), ${UNKNOWN_GROUP}) AS party,
         CASE
           WHEN age IS NULL OR age < 18 THEN ${UNKNOWN_GROUP}
           WHEN age < 30 THEN '18-29'
           WHEN age < 45 THEN '30-44'
           WHEN age < 65 THEN '45-64'
           ELSE '65+'
         END AS "ageRange",
         count(*) FILTER (WHERE supporter)::int AS supporters,
         count(*) FILTER (WHERE volunteer)::int AS volunteers
  FROM (
    SELECT party,
           extract(year FROM age(current_date, date_of_birth))::int AS age,
           supporter_status = 'confirmed-supporter' AS supporter,
           volunteer_likeliness = 'confirmed-volunteer' AS volunteer
    FROM contacts
    WHERE is_active
      AND (supporter_status = 'confirmed-supporter' OR volunteer_likeliness = 'confirmed-volunteer')
  ) confirmed
  GROUP BY 1, 2`;

const TOTALS = sql`
  SELECT (SELECT count(*) FROM contacts WHERE is_active)::int AS "totalActiveVoters",
         (SELECT count(*) FROM contact_phones WHERE is_manually_added)::int AS "phoneNumbersAdded",
         (SELECT count(*) FROM contact_emails WHERE is_manually_added)::int AS "emailAddressesAdded",
         (SELECT count(DISTINCT n.user_id) FROM user_networks n
            JOIN users u ON u.id = n.user_id
           WHERE u.is_active AND u.status = 'approved')::int AS "activeVolunteers",
         CASE WHEN EXISTS (SELECT 1 FROM elections) THEN
           (SELECT count(*) FROM contact_turnout t JOIN contacts c ON c.id = t.contact_id
             WHERE t.recent_generals >= ${RELIABLE_VOTER_GENERALS} AND c.is_active
               AND c.supporter_status = 'confirmed-supporter')::int
         END AS "reliableVoters"`;

type Totals = Pick<
  ImpactStats,
  'totalActiveVoters' | 'phoneNumbersAdded' | 'emailAddressesAdded' | 'activeVolunteers' | 'reliableVoters'
>;

/** Percent of the total to one decimal; 0 when there is nobody. */
const percentOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 1000) / 10 : 0);

/** Folds the group rows into one breakdown: parties largest first, age bands in their order. */
export function toBreakdown(groups: GroupRow[], kind: 'supporters' | 'volunteers'): Breakdown {
  const byParty = new Map<string, number>();
  const byAge = new Map<string, number>();
  let total = 0;
  for (const g of groups) {
    const n = g[kind];
    if (n === 0) continue;
    total += n;
    byParty.set(g.party, (byParty.get(g.party) ?? 0) + n);
    byAge.set(g.ageRange, (byAge.get(g.ageRange) ?? 0) + n);
  }
  const ageOrder = [...AGE_BANDS, UNKNOWN_GROUP];
  return {
    total,
    byParty: [...byParty]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([party, count]) => ({ party, count, percentage: percentOf(count, total) })),
    // The four bands always show (an empty band is information too); "Unknown" only when someone is in it.
    byAge: ageOrder
      .map((ageRange) => ({ ageRange, count: byAge.get(ageRange) ?? 0 }))
      .filter((band) => band.count > 0 || band.ageRange !== UNKNOWN_GROUP)
      .map(({ ageRange, count }) => ({ ageRange, count, percentage: percentOf(count, total) })),
  };
}

type FieldDay = ImpactStats['fieldWork']['days'][number];

/** Doors, calls and conversations per day of the last seven, in the campaign's time zone (every day listed). */
const fieldWorkOf = (timeZone: string) => sql`
  WITH days AS (
    SELECT generate_series((now() AT TIME ZONE ${timeZone})::date - 6, (now() AT TIME ZONE ${timeZone})::date, '1 day')::date AS day
  ), counted AS (
    SELECT (created_at AT TIME ZONE ${timeZone})::date AS day,
      count(*) FILTER (WHERE channel = 'door')::int AS doors,
      count(*) FILTER (WHERE channel = 'phone')::int AS calls,
      count(*) FILTER (WHERE result = 'talked')::int AS conversations
    FROM contact_attempts
    WHERE created_at >= (((now() AT TIME ZONE ${timeZone})::date - 6)::timestamp AT TIME ZONE ${timeZone})
    GROUP BY 1
  )
  SELECT days.day::text AS day, coalesce(doors, 0) AS doors, coalesce(calls, 0) AS calls,
    coalesce(conversations, 0) AS conversations
  FROM days LEFT JOIN counted USING (day) ORDER BY days.day`;

export async function computeImpactStats(db: Executor): Promise<ImpactStats> {
  const settings = await readSettings(db);
  const [groups, totals, days] = await Promise.all([
    rows<GroupRow>(db, GROUPS),
    firstRow<Totals>(db, TOTALS),
    rows<FieldDay>(db, fieldWorkOf(settings.timeZone)),
  ]);
  const sum = (key: 'doors' | 'calls' | 'conversations') => days.reduce((n, d) => n + d[key], 0);
  return {
    totalActiveVoters: totals?.totalActiveVoters ?? 0,
    confirmedSupporters: toBreakdown(groups, 'supporters'),
    confirmedVolunteers: toBreakdown(groups, 'volunteers'),
    phoneNumbersAdded: totals?.phoneNumbersAdded ?? 0,
    emailAddressesAdded: totals?.emailAddressesAdded ?? 0,
    activeVolunteers: totals?.activeVolunteers ?? 0,
    reliableVoters: totals?.reliableVoters ?? null,
    goals: settings.impactGoals,
    fieldWork: { doors: sum('doors'), calls: sum('calls'), conversations: sum('conversations'), days },
    computedAt: new Date().toISOString(),
  };
}
