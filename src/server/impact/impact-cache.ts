/**
 * Impact stats are counted over the whole voter file, which at a million contacts takes longer than a page
 * should wait, and every signed-in page asks every 30 seconds. So the last result is kept per process and
 * served again while nothing changed. "Changed" is read from the database, so it holds across instances:
 * the newest audit row (every contact, phone and email change writes one in its transaction) and the size
 * and newest entry of user_networks. Both are read from indexes in well under a millisecond. As a safety
 * net for changes that leave no audit row (bulk imports), a result is never older than MAX_AGE_MS.
 */
import { sql } from 'drizzle-orm';
import type { ImpactStats } from '../../common/schemas/impact.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { computeImpactStats } from './compute-impact-stats.js';

export const MAX_AGE_MS = 20_000;

const FINGERPRINT = sql`
  SELECT concat_ws('|',
    (SELECT max(created_at) FROM audit_logs WHERE action NOT IN ('view', 'read-budget', 'read-share'))::text,
    (SELECT count(*) FROM user_networks)::text,
    (SELECT max(updated_at) FROM user_networks)::text,
    (SELECT max(updated_at) FROM system_settings)::text,
    (SELECT max(created_at) FROM contact_attempts)::text,
    -- The seven days move on at midnight.
    current_date::text) AS fingerprint`;

interface Entry {
  fingerprint: string;
  at: number;
  stats: ImpactStats;
}

/** Per database (tests run several in one process): the last result and the computation under way. */
const states = new WeakMap<
  object,
  { cached?: Entry; inFlight?: { fingerprint: string; entry: Promise<Entry> } }
>();

export function forgetImpactStats(db: Executor) {
  states.delete(db);
}

async function fingerprintOf(db: Executor) {
  const row = await firstRow<{ fingerprint: string }>(db, FINGERPRINT);
  return row?.fingerprint ?? '';
}

/** The stats, recomputed only when the data changed or the last result is too old. */
export async function getImpactStats(db: Executor, now = Date.now()): Promise<ImpactStats> {
  let state = states.get(db);
  if (!state) {
    state = {};
    states.set(db, state);
  }
  // Read before computing: a change committed while the stats are counted makes the next call recompute.
  const fingerprint = await fingerprintOf(db);
  const { cached } = state;
  if (cached && cached.fingerprint === fingerprint && now - cached.at < MAX_AGE_MS) return cached.stats;
  // Callers that saw the same data share one computation instead of each counting the voter file.
  if (state.inFlight?.fingerprint !== fingerprint) {
    const current = state;
    const entry = computeImpactStats(db)
      .then((stats) => {
        current.cached = { fingerprint, at: now, stats };
        return current.cached;
      })
      .finally(() => {
        if (current.inFlight?.entry === entry) current.inFlight = undefined;
      });
    state.inFlight = { fingerprint, entry };
  }
  return (await state.inFlight.entry).stats;
}
