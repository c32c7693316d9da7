/**
 * GET /api/impact/stats through the service the route calls: recomputed on every call, as served (the
 * per-process cache), and the first call after a volunteer confirms a supporter (which must show it).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { firstRow } from '../src/server/db/rows.js';
import { computeImpactStats } from '../src/server/impact/compute-impact-stats.js';
import { getImpactStats } from '../src/server/impact/impact-cache.js';
import { timeCalls } from './stats.js';

export async function timeImpact(db: Db, runs = 50) {
  await computeImpactStats(db); // warm the buffer cache once, as a running server has it
  const recomputed = await timeCalls(runs, () => computeImpactStats(db));
  const served = await timeCalls(runs, () => getImpactStats(db));

  const before = (await getImpactStats(db)).confirmedSupporters.total;
  const target = await firstRow<{ id: string }>(
    db,
    sql`SELECT id FROM contacts WHERE is_active AND supporter_status = 'unknown' LIMIT 1`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE contacts SET supporter_status = 'confirmed-supporter' WHERE id = ${target?.id}`,
    );
    await tx.execute(sql`INSERT INTO audit_logs (contact_id, action, table_name, record_id, field_name)
      VALUES (${target?.id}, 'update', 'contacts', ${target?.id}, 'supporterStatus')`);
  });
  const started = performance.now();
  const after = (await getImpactStats(db)).confirmedSupporters.total;
  const afterEditMs = performance.now() - started;
  if (after !== before + 1) throw new Error(`the edit did not show: ${before} -> ${after}`);
  return { recomputed, served, afterEditMs };
}
