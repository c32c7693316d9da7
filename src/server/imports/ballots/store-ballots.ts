/**
 * The statements of a ballot import (decision 0366): the file's rows staged in chunks as they are read, then, in
 * one transaction, the day's state of each election and source the file names replaces the previous one: rows
 * of that source the file no longer lists go, the others are written where they changed, a row of another source
 * only when the file's status is as far along (BALLOT_RANK). A dry run compares instead of writing.
 */
import { sql } from 'drizzle-orm';
import { BALLOT_RANK, type BallotSource } from '../../../common/ballots.js';
import type { Executor, Tx } from '../../db/client.js';
import { oneRow, rows } from '../../db/rows.js';
import type { BallotEntry } from './ballot-layout.js';

export const BALLOT_CHUNK_SIZE = 20_000;
/** Voters not in the voter file listed by row in the result; beyond this only counted. */
const UNKNOWN_LISTED = 1_000;

/**
 * Stages a chunk of the file's rows: one INSERT of one array per column, each voter's contact looked up on the way
 * in (the database has a core to spare while the next chunk is parsed; decision 0403).
 */
export async function stageBallotChunk(tx: Executor, jobId: string, entries: BallotEntry[]) {
  const column = (pick: (e: BallotEntry) => string | number | null, type: string) =>
    sql`${sql.param(entries.map(pick))}::${sql.raw(type)}[]`;
  await tx.execute(sql`
    INSERT INTO ballot_import_rows (job_id, row_number, voter_id, contact_id, election_date, status, status_date, reason,
      cure_deadline)
    SELECT ${jobId}::uuid, u.row_number, u.voter_id, c.id, u.election_date, u.status, u.status_date, u.reason,
      u.cure_deadline
    FROM unnest(${column((e) => e.rowNumber, 'int')}, ${column((e) => e.voterId, 'text')},
      ${column((e) => e.electionDate, 'date')}, ${column((e) => e.status, 'text')}, ${column((e) => e.statusDate, 'date')},
      ${column((e) => e.reason, 'text')}, ${column((e) => e.cureDeadline, 'date')})
      AS u(row_number, voter_id, election_date, status, status_date, reason, cure_deadline)
    LEFT JOIN contacts c ON c.system_id = u.voter_id`);
}

export async function removeStagedRows(db: Executor, jobId: string) {
  await db.execute(sql`DELETE FROM ballot_import_rows WHERE job_id = ${jobId}::uuid`);
}

/** Rows an import left when its server died (no finally ran): any job that no longer runs. */
export async function removeAbandonedRows(db: Executor) {
  await db.execute(sql`DELETE FROM ballot_import_rows s WHERE NOT EXISTS (SELECT 1 FROM import_jobs j
    WHERE j.id = s.job_id AND j.status IN ('pending', 'processing'))`);
}

const rank = (column: string) =>
  sql.raw(
    `CASE ${column} ${Object.entries(BALLOT_RANK)
      .map(([status, n]) => `WHEN '${status}' THEN ${n}`)
      .join(' ')} END`,
  );

/**
 * The staged rows, the file's last row per voter and election winning, with the contact each was matched to when
 * staged (contacts are not removed while an import runs: an undo waits for it), as a temporary table dropped at
 * commit: every count reads it.
 */
async function matchStaged(tx: Tx, jobId: string, source: BallotSource) {
  await tx.execute(sql`
    CREATE TEMP TABLE ballot_matched ON COMMIT DROP AS
    SELECT DISTINCT ON (s.voter_id, s.election_date) s.row_number, s.voter_id, s.contact_id, s.election_date,
      s.status, s.status_date, s.reason, s.cure_deadline, ${source}::text AS source
    FROM ballot_import_rows s
    WHERE s.job_id = ${jobId}::uuid
    ORDER BY s.voter_id, s.election_date, s.row_number DESC`);
  await tx.execute(sql`ANALYZE ballot_matched`);
}

export interface BallotCounts {
  matched: number;
  inserted: number;
  updated: number;
  removed: number;
  duplicates: number;
  unknownVoters: number;
  unknownRows: { row: number; voterId: string }[];
}

/** The file's voters not in the voter file and its repeated rows; the first unknown ones listed. */
async function fileCounts(tx: Tx, jobId: string) {
  const counts = await oneRow<{ matched: number; unknownVoters: number; duplicates: number }>(
    tx,
    sql`SELECT count(*) FILTER (WHERE contact_id IS NOT NULL)::int AS matched,
      count(*) FILTER (WHERE contact_id IS NULL)::int AS "unknownVoters",
      ((SELECT count(*) FROM ballot_import_rows WHERE job_id = ${jobId}::uuid) - count(*))::int AS duplicates
    FROM ballot_matched`,
  );
  const unknownRows =
    counts.unknownVoters === 0
      ? []
      : await rows<{ row: number; voterId: string }>(
          tx,
          sql`SELECT row_number AS row, voter_id AS "voterId" FROM ballot_matched WHERE contact_id IS NULL
            ORDER BY row_number LIMIT ${UNKNOWN_LISTED}`,
        );
  return { ...counts, unknownRows };
}

const sameElections = (elections: string[]) => sql`${sql.param(elections)}::date[]`;

/** A stored ballot `b` of this source and these elections that the file no longer lists. */
const noLongerListed = (source: BallotSource, elections: string[]) => sql`b.source = ${source}
  AND b.election_date = ANY(${sameElections(elections)})
  AND NOT EXISTS (SELECT 1 FROM ballot_matched m WHERE m.election_date = b.election_date AND m.contact_id = b.contact_id)`;

/**
 * The file's row (`file`: excluded or m) changes the stored ballot `b`: the same source, or a status at least as far
 * along, and something differs. Apply and preview read the same rule.
 */
const changesStored = (file: string) => {
  const f = sql.raw(file);
  return sql`(b.source = ${f}.source OR ${rank(`${file}.status`)} >= ${rank('b.status')})
    AND (b.status, b.status_date, b.reason, b.cure_deadline, b.source) IS DISTINCT FROM
      (${f}.status, ${f}.status_date, ${f}.reason, ${f}.cure_deadline, ${f}.source)`;
};

/**
 * Held alone while the file's new ballots copy their voters' supporter status, name keys and activity; every change
 * of one of those on a contact takes it shared before copying it to the voter's ballots (migrations 0042 and 0043,
 * decisions 0405 and 0406), so a change made meanwhile waits for the file's ballots and then reaches them too. A
 * ballot already stored keeps the copy the trigger maintains.
 */
const SUPPORTER_COPY_LOCK = 7_405_042;

/** Replaces the state of each election the file names, for its source; what changed, counted. */
export async function applyBallotFile(
  tx: Tx,
  jobId: string,
  source: BallotSource,
  elections: string[],
): Promise<BallotCounts> {
  await matchStaged(tx, jobId, source);
  const counts = await fileCounts(tx, jobId);
  const { removed } = await oneRow<{ removed: number }>(
    tx,
    sql`WITH gone AS (
      DELETE FROM ballots b WHERE ${noLongerListed(source, elections)}
      RETURNING 1)
    SELECT count(*)::int AS removed FROM gone`,
  );
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SUPPORTER_COPY_LOCK})`);
  const written = await oneRow<{ inserted: number; updated: number }>(
    tx,
    sql`WITH written AS (
      INSERT INTO ballots AS b (election_date, contact_id, status, status_date, reason, cure_deadline, source,
        supporter_status, last_name_key, first_name_key, is_active)
      SELECT m.election_date, m.contact_id, m.status, m.status_date, m.reason, m.cure_deadline, m.source,
        c.supporter_status, c.last_name_key, c.first_name_key, c.is_active
      FROM ballot_matched m JOIN contacts c ON c.id = m.contact_id ORDER BY m.election_date, m.contact_id
      ON CONFLICT (election_date, contact_id) DO UPDATE SET status = excluded.status,
        status_date = excluded.status_date, reason = excluded.reason, cure_deadline = excluded.cure_deadline,
        source = excluded.source
      WHERE ${changesStored('excluded')}
      RETURNING (xmax = 0) AS inserted)
    SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated
    FROM written`,
  );
  return { ...counts, ...written, removed };
}

/**
 * After a day's file: a search with a ballot group reads ballots_name_idx and its kin alone only where the
 * visibility map says their rows are visible to all, and the planner needs the new rows' statistics (decision 0406).
 */
export async function vacuumBallots(db: Executor) {
  await db.execute(sql`VACUUM ANALYZE ballots`);
}

/** What applying the file would do, writing nothing. */
export async function compareBallotFile(
  tx: Tx,
  jobId: string,
  source: BallotSource,
  elections: string[],
): Promise<BallotCounts> {
  await matchStaged(tx, jobId, source);
  const counts = await fileCounts(tx, jobId);
  const found = await oneRow<{ inserted: number; updated: number; removed: number }>(
    tx,
    sql`SELECT
      (SELECT count(*) FROM ballot_matched m WHERE m.contact_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ballots b
        WHERE b.election_date = m.election_date AND b.contact_id = m.contact_id))::int AS inserted,
      (SELECT count(*) FROM ballot_matched m JOIN ballots b ON b.election_date = m.election_date
        AND b.contact_id = m.contact_id
        WHERE ${changesStored('m')})::int AS updated,
      (SELECT count(*) FROM ballots b WHERE ${noLongerListed(source, elections)})::int AS removed`,
  );
  return { ...counts, ...found };
}

/** The file each election's source last came from (what the profile names). */
export async function recordBallotFiles(
  tx: Tx,
  elections: string[],
  source: BallotSource,
  jobId: string,
  fileName: string,
) {
  await tx.execute(sql`
    INSERT INTO ballot_files (election_date, source, job_id, file_name, imported_at)
    SELECT d, ${source}, ${jobId}::uuid, ${fileName}, now() FROM unnest(${sameElections(elections)}) AS d
    ON CONFLICT (election_date, source) DO UPDATE SET job_id = excluded.job_id, file_name = excluded.file_name,
      imported_at = excluded.imported_at`);
}
