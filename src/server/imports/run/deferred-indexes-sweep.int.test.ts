/**
 * The indexes a large import set aside are built again by the job sweep (at start and every 30 s), never under
 * an import that is still running on another instance, and at once when that import's instance is gone.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.js';
import { importJobs } from '../../db/schema/index.js';
import { setupTestApp } from '../../test/app.js';
import { voterFileJob } from '../test/voter-file-job.js';
import { deferIndexes } from './deferred-indexes.js';

const t = setupTestApp();
const contactIndexes = async () =>
  (
    await rows<{ indexname: string }>(
      t.db,
      sql`select indexname from pg_indexes where tablename = 'contacts' order by indexname`,
    )
  ).map((i) => i.indexname);

/** An import another instance (another machine) is running: its heartbeat `secondsAgo` old. */
async function importOfAnotherInstance(secondsAgo: number) {
  const job = await voterFileJob(t.db);
  await t.db.execute(sql`update import_jobs set status = 'processing', phase = 'importing',
    locked_by = 'another-machine:4242:abcdef', heartbeat_at = now() - make_interval(secs => ${secondsAgo})
    where id = ${job.id}`);
  return job.id;
}

describe('the job sweep and the indexes an import set aside', () => {
  it('leaves them to an import running elsewhere and builds them once it has completed', async () => {
    const before = await contactIndexes();
    const jobId = await importOfAnotherInstance(0);
    expect(await deferIndexes(t.db, 'contacts')).toBe(before.length - 2);

    await t.app.jobSweeper.sweep();
    expect(await contactIndexes()).toEqual(['contacts_pkey', 'contacts_system_id_unique']);

    await t.db.update(importJobs).set({ status: 'completed' }).where(eq(importJobs.id, jobId));
    await t.app.jobSweeper.sweep();
    expect(await contactIndexes()).toEqual(before);
  });

  it('builds them in the sweep that fails the import of an instance gone silent', async () => {
    const before = await contactIndexes();
    const jobId = await importOfAnotherInstance(600);
    await deferIndexes(t.db, 'contacts');

    await t.app.jobSweeper.sweep();
    const [job] = await t.db.select().from(importJobs).where(eq(importJobs.id, jobId));
    expect(job?.status).toBe('failed');
    expect(await contactIndexes()).toEqual(before);
  });
});
