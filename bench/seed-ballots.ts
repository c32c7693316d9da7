/**
 * Ballots for the benchmarks, written by SQL: a third of the voters with a ballot of the election BENCH_ELECTION,
 * statuses spread evenly, and 8 % of the voters supporters when fewer than 1,000 are.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/server/db/client.js';
import { firstRow } from '../src/server/db/rows.js';

export const BENCH_ELECTION = '2026-11-03';

/** Seeds ballots when the database has none; true when it did. */
export async function seedBallotsBySql(db: Executor) {
  const has = await firstRow<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ballots) AS any`);
  if (has?.any) return false;
  const t0 = performance.now();
  await db.execute(sql`INSERT INTO ballot_files (election_date, source, file_name)
    VALUES (${BENCH_ELECTION}::date, 'file', 'bench.csv') ON CONFLICT DO NOTHING`);
  // Each ballot copies its voter's supporter status, name keys and activity, as the import does (decisions 0405,
  // 0406); a status set below reaches the ballots through the contacts' trigger.
  await db.execute(sql`INSERT INTO ballots (election_date, contact_id, status, status_date, reason, source,
      supporter_status, last_name_key, first_name_key, is_active)
    SELECT ${BENCH_ELECTION}::date, id, (ARRAY['requested', 'mailed', 'returned', 'accepted', 'rejected', 'early', 'voted'])[1 + floor(random() * 7)::int],
      ${BENCH_ELECTION}::date - (floor(random() * 20))::int, NULL, 'file', supporter_status,
      last_name_key, first_name_key, is_active
    FROM contacts WHERE random() < 0.33 ON CONFLICT DO NOTHING`);
  const supporters = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM contacts WHERE supporter_status IN ('confirmed-supporter', 'likely-supporter')`,
  );
  if ((supporters?.n ?? 0) < 1000)
    await db.execute(sql`UPDATE contacts SET supporter_status =
      (CASE WHEN random() < 0.5 THEN 'confirmed-supporter' ELSE 'likely-supporter' END)::supporter_status
      WHERE random() < 0.08`);
  await db.execute(sql`VACUUM ANALYZE ballots, ballot_files, contacts`);
  console.log(`seeded ballots by SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return true;
}
