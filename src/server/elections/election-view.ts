/**
 * The election view (PRODUCT.md, Election season): for the election under way, every voter's ballot by group,
 * and the confirmed and likely supporters who have voted and not, by day and by precinct. Each figure is one read
 * of an index (ballots_status_idx; contacts_supporters_precinct_idx met with ballots_supporters_idx); the counts match
 * the ballotStatus filter’s.
 */
import { sql } from 'drizzle-orm';
import {
  BALLOT_SOURCE_LABELS,
  type BallotSource,
  type BallotStatus,
  VOTED_BALLOT_STATUSES,
} from '../../common/ballots.js';
import type { ElectionView } from '../../common/schemas/election.js';
import type { Executor } from '../db/client.js';
import { oneRow, rows } from '../db/rows.js';

const VOTED = sql.raw(VOTED_BALLOT_STATUSES.map((s) => `'${s}'`).join(', '));
const SUPPORTER_STATUSES = sql.raw(`'confirmed-supporter', 'likely-supporter'`);
const SUPPORTER = sql`c.is_active AND c.supporter_status IN (${SUPPORTER_STATUSES})`;

export async function electionViewOf(db: Executor, asked?: string): Promise<ElectionView> {
  const elections = (
    await rows<{ date: string }>(
      db,
      sql`SELECT DISTINCT election_date::text AS date FROM ballot_files ORDER BY 1 DESC`,
    )
  ).map((r) => r.date);
  const electionDate = asked ?? elections[0] ?? null;
  const empty: ElectionView = {
    electionDate,
    elections,
    files: [],
    ballots: { out: 0, returned: 0, rejected: 0, voted: 0, votedByMail: 0, votedEarly: 0, votedOnTheDay: 0 },
    supporters: { total: 0, voted: 0, notVoted: 0 },
    byDay: [],
    byPrecinct: [],
  };
  if (!electionDate) return empty;
  const date = sql`${electionDate}::date`;
  const [files, counts, supporters] = await Promise.all([
    rows<{ source: BallotSource; fileName: string | null; importedAt: string }>(
      db,
      sql`SELECT source, file_name AS "fileName",
        to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "importedAt"
        FROM ballot_files WHERE election_date = ${date} ORDER BY source`,
    ),
    // Every ballot of the election counted by status and day in one pass of ballots_status_idx (no row read).
    rows<{ status: BallotStatus; date: string | null; n: number }>(
      db,
      sql`SELECT status, status_date::text AS date, count(*)::int AS n FROM ballots
        WHERE election_date = ${date} GROUP BY status, status_date`,
    ),
    // The supporters' voted ballots, from ballots_supporters_idx (each ballot carries its voter's supporter
    // status, decision 0405), met with the supporters of contacts_supporters_precinct_idx.
    oneRow<{
      byPrecinct: { precinct: string | null; voted: number; notVoted: number }[];
      byDay: { date: string; n: number }[];
    }>(
      db,
      sql`WITH s AS MATERIALIZED (
        SELECT c.precinct, CASE WHEN v.contact_id IS NOT NULL THEN coalesce(v.status_date, 'infinity'::date) END
          AS voted_on
        FROM contacts c LEFT JOIN ballots v ON v.election_date = ${date} AND v.contact_id = c.id
          AND v.status IN (${VOTED}) AND v.supporter_status IN (${SUPPORTER_STATUSES})
        WHERE ${SUPPORTER})
      SELECT
        (SELECT coalesce(json_agg(p ORDER BY p."notVoted" DESC, p.precinct NULLS LAST), '[]'::json) FROM (
          SELECT precinct, count(voted_on)::int AS voted, (count(*) - count(voted_on))::int AS "notVoted"
          FROM s GROUP BY precinct) p) AS "byPrecinct",
        (SELECT coalesce(json_agg(d ORDER BY d.date), '[]'::json) FROM (
          SELECT voted_on::text AS date, count(*)::int AS n FROM s
          WHERE voted_on IS NOT NULL AND voted_on <> 'infinity' GROUP BY voted_on) d) AS "byDay"`,
    ),
  ]);
  const { byPrecinct } = supporters;
  const ballots = { ...empty.ballots };
  const everyoneOn = new Map<string, number>();
  for (const { status, date: day, n } of counts) {
    if (status === 'requested' || status === 'mailed') ballots.out += n;
    else if (status === 'returned') ballots.returned += n;
    else if (status === 'rejected') ballots.rejected += n;
    else {
      ballots.voted += n;
      if (status === 'accepted') ballots.votedByMail += n;
      else if (status === 'early') ballots.votedEarly += n;
      else ballots.votedOnTheDay += n;
      if (day) everyoneOn.set(day, (everyoneOn.get(day) ?? 0) + n);
    }
  }
  const supportersOn = new Map(supporters.byDay.map((d) => [d.date, d.n]));
  const byDay = [...everyoneOn.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, everyone]) => ({ date: day, supporters: supportersOn.get(day) ?? 0, everyone }));
  const voted = byPrecinct.reduce((n, p) => n + p.voted, 0);
  const notVoted = byPrecinct.reduce((n, p) => n + p.notVoted, 0);
  return {
    ...empty,
    files: files.map((f) => ({ ...f, label: BALLOT_SOURCE_LABELS[f.source] })),
    ballots,
    supporters: { total: voted + notVoted, voted, notVoted },
    byDay,
    byPrecinct,
  };
}
