/**
 * The statements that store vote history: a chunk of rows upserted by voter and election (or only compared, for
 * a dry run), the elections a file named, and each contact's turnout in the last four general elections. Shared
 * by the import of a history file and the demo voters' history.
 */
import { type SQL, sql } from 'drizzle-orm';
import { RECENT_GENERALS, VOTED_CODES } from '../../../common/vote-history.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import { oneRow } from '../../db/rows.js';
import type { HistoryEntry } from './history-layout.js';

/** History rows are small: bigger chunks than the voter file's cost little memory and fewer round trips. */
export const HISTORY_CHUNK_SIZE = 20_000;
/** The chunk's rows as one array parameter per column, joined to the contacts by voter id. */
function chunkInput(entries: HistoryEntry[]): SQL {
  const column = (pick: (e: HistoryEntry) => string) => sql`${sql.param(entries.map(pick))}::text[]`;
  return sql`SELECT c.id AS contact_id, u.d::date AS election_date, u.t AS election_type, u.h AS history_code
    FROM unnest(${column((e) => e.voterId)}, ${column((e) => e.electionDate)}, ${column((e) => e.electionType)},
      ${column((e) => e.historyCode)}) AS u(s, d, t, h)
    JOIN contacts c ON c.system_id = u.s`;
}

type ChunkCounts = { matched: number; inserted: number; updated: number };

/** Stores a chunk: new rows inserted, a changed history code updated, the same row left alone. */
export async function writeHistoryChunk(tx: Tx, entries: HistoryEntry[]): Promise<ChunkCounts> {
  return oneRow<ChunkCounts>(
    tx,
    sql`
    WITH matched AS MATERIALIZED (${chunkInput(entries)}),
    written AS (
      INSERT INTO vote_history AS v (contact_id, election_date, election_type, history_code)
      SELECT * FROM matched ORDER BY contact_id, election_date, election_type
      ON CONFLICT (contact_id, election_date, election_type) DO UPDATE SET history_code = excluded.history_code
        WHERE v.history_code <> excluded.history_code
      RETURNING (xmax = 0) AS inserted
    )
    SELECT (SELECT count(*) FROM matched)::int AS matched,
      (SELECT count(*) FILTER (WHERE inserted) FROM written)::int AS inserted,
      (SELECT count(*) FILTER (WHERE NOT inserted) FROM written)::int AS updated`,
  );
}

/** What writing the chunk would do, writing nothing (a dry run). */
export async function compareHistoryChunk(tx: Tx, entries: HistoryEntry[]): Promise<ChunkCounts> {
  return oneRow<ChunkCounts>(
    tx,
    sql`
    WITH matched AS MATERIALIZED (${chunkInput(entries)})
    SELECT count(*)::int AS matched,
      count(*) FILTER (WHERE v.contact_id IS NULL)::int AS inserted,
      count(*) FILTER (WHERE v.history_code <> m.history_code)::int AS updated
    FROM matched m
    LEFT JOIN vote_history v ON v.contact_id = m.contact_id AND v.election_date = m.election_date
      AND v.election_type = m.election_type`,
  );
}

const VOTED = sql.raw(VOTED_CODES.map((c) => `'${c}'`).join(', '));

/**
 * Rebuilds each contact's count of the last four general elections (the latest GEN dates in `elections`)
 * in which they voted; only counts that changed are written, so importing the same file again writes none.
 */
export async function refreshTurnout(db: Executor) {
  await db.execute(sql`
    WITH recent AS (
      SELECT election_date FROM elections WHERE election_type = 'GEN'
      ORDER BY election_date DESC LIMIT ${RECENT_GENERALS}
    ),
    counts AS MATERIALIZED (
      SELECT contact_id, count(*)::smallint AS n FROM vote_history
      WHERE election_type = 'GEN' AND history_code IN (${VOTED})
        AND election_date IN (SELECT election_date FROM recent)
      GROUP BY contact_id
    ),
    gone AS (
      DELETE FROM contact_turnout t WHERE NOT EXISTS (SELECT 1 FROM counts WHERE counts.contact_id = t.contact_id)
    )
    INSERT INTO contact_turnout AS t (contact_id, recent_generals) SELECT contact_id, n FROM counts
    ON CONFLICT (contact_id) DO UPDATE SET recent_generals = excluded.recent_generals
      WHERE t.recent_generals <> excluded.recent_generals`);
  await refreshContactsVotingHistory(db);
}

/**
 * Copies what the voting-history filters read onto each contact (migration 0033, decision 0381): the dates they
 * voted on and their turnout count. Only contacts whose values changed are written.
 */
async function refreshContactsVotingHistory(db: Executor) {
  await db.execute(sql`
    WITH voted AS MATERIALIZED (
      SELECT contact_id, array_agg(election_date ORDER BY election_date) AS dates FROM vote_history
      WHERE history_code IN (${VOTED}) GROUP BY contact_id
    )
    UPDATE contacts c SET voted_on = v.dates, recent_generals = coalesce(t.recent_generals, 0)
    FROM voted v LEFT JOIN contact_turnout t ON t.contact_id = v.contact_id
    WHERE c.id = v.contact_id
      AND (c.voted_on <> v.dates OR c.recent_generals <> coalesce(t.recent_generals, 0))`);
  await db.execute(sql`
    UPDATE contacts c SET voted_on = '{}', recent_generals = 0
    WHERE (c.voted_on <> '{}' OR c.recent_generals <> 0)
      AND NOT EXISTS (SELECT 1 FROM vote_history v WHERE v.contact_id = c.id AND v.history_code IN (${VOTED}))`);
}

/**
 * Stores history rows that need no checking (the demo voters' own), a chunk per transaction, then the
 * elections they name and every contact's turnout, as an import of a file does. Rows already stored are left
 * alone, so storing the same rows again adds nothing.
 */
export async function storeVoteHistory(
  db: Db,
  entries: Iterable<HistoryEntry>,
  {
    chunkSize = HISTORY_CHUNK_SIZE,
    onChunk,
  }: { chunkSize?: number; onChunk?: (stored: number) => Promise<void> } = {},
): Promise<void> {
  const named = new Set<string>();
  let chunk: HistoryEntry[] = [];
  let stored = 0;
  const write = async () => {
    const rows = chunk;
    chunk = [];
    if (rows.length === 0) return;
    await db.transaction((tx) => writeHistoryChunk(tx, rows));
    stored += rows.length;
    await onChunk?.(stored);
  };
  for (const entry of entries) {
    named.add(`${entry.electionDate} ${entry.electionType}`);
    chunk.push(entry);
    if (chunk.length >= chunkSize) await write();
  }
  await write();
  await db.transaction(async (tx) => {
    await recordElections(tx, named);
    await refreshTurnout(tx);
  });
}

/** The elections the file named, so "the last four general elections" are known even where no contact voted. */
export async function recordElections(tx: Tx, elections: Set<string>) {
  if (elections.size === 0) return;
  const pairs = [...elections].map((e) => e.split(' ') as [string, string]);
  await tx.execute(sql`
    INSERT INTO elections (election_date, election_type)
    SELECT d::date, t FROM unnest(${sql.param(pairs.map((p) => p[0]))}::text[], ${sql.param(pairs.map((p) => p[1]))}::text[]) AS u(d, t)
    ON CONFLICT DO NOTHING`);
}
