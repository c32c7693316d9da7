/** A full refresh's missing contacts, with the file's ids handed over in several batches. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importJobs } from '../../db/schema/index.js';
import { setupTestDatabase } from '../../test/database.js';
import { createContact, createUser } from '../../test/factories.js';
import { VoterIdSet } from '../run/voter-id-set.js';
import { ImportPreviewer } from './import-previewer.js';
import { deactivateMissing } from './upsert-voters.js';

const t = setupTestDatabase();

function fileOf(ids: string[]) {
  const seen = new VoterIdSet();
  for (const id of ids) seen.add(id);
  return seen;
}

describe('the contacts a full refresh did not read', () => {
  it('are counted and marked inactive whichever batch held the ids the file did hold', async () => {
    const stored = ['100000001', '100000002', '100000003', 'A-4', '0005', '100000006', '100000007'];
    for (const systemId of stored) await createContact(t.db, { systemId });
    await createContact(t.db, { systemId: '100000008', isActive: false });
    const file = fileOf(['100000001', 'A-4', '100000003', '0005', '100000099']);
    const user = await createUser(t.db, { role: 'admin' });
    const [job] = await t.db
      .insert(importJobs)
      .values({
        uploadId: 'full-refresh',
        originalFilename: 'full.txt',
        userId: user.id,
        status: 'processing',
      })
      .returning();
    if (!job) throw new Error('no job');

    const counted = await t.db.transaction((tx) =>
      new ImportPreviewer().countDeactivated(tx, file.batches(2)),
    );
    expect(counted).toBe(3);
    const marked = await t.db.transaction((tx) => deactivateMissing(tx, file.batches(2), job.id));
    expect(marked).toBe(3);
    const inactive = await t.db.execute<{ system_id: string }>(
      sql`select system_id from contacts where not is_active order by system_id`,
    );
    expect(inactive.rows.map((r) => r.system_id)).toEqual([
      '100000002',
      '100000006',
      '100000007',
      '100000008',
    ]);
    file.dispose();
  });
});
