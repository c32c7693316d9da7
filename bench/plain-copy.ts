/**
 * The embedded engine's fastest plain load of a voter file's rows, the limit its import is compared with: the
 * contacts' secondary indexes set aside, the rows read and mapped, COPY of 1,000 rows per transaction (contacts
 * only: no phones, emails, change record or job row), the indexes built again.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/server/db/client.js';
import { copyRowsIn } from '../src/server/db/copy-rows-in.js';
import { contacts } from '../src/server/db/schema/index.js';
import { mapColumns } from '../src/server/imports/column-mapping.js';
import { deferIndexes, rebuildDeferredIndexes } from '../src/server/imports/deferred-indexes.js';
import { fileRowToVoter } from '../src/server/imports/file-row-to-voter.js';
import { VOTER_CONTACT_KEYS, type VoterContact } from '../src/server/imports/map-voter-row.js';
import { openRowSource } from '../src/server/imports/open-row-source.js';

export async function plainCopy(database: Database, file: string) {
  await deferIndexes(database.db, 'contacts');
  const source = await openRowSource(file, 'txt');
  const now = new Date();
  let mapping: ReturnType<typeof mapColumns> | undefined;
  let batch: (VoterContact & { id: string })[] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    await database.db.transaction((tx) => copyRowsIn(tx, contacts, ['id', ...VOTER_CONTACT_KEYS], rows));
  };
  for await (const row of source.rows()) {
    mapping ??= mapColumns(row.cells);
    const outcome = fileRowToVoter(row, mapping, now);
    if ('voter' in outcome) batch.push({ ...outcome.voter.contact, id: randomUUID() });
    if (batch.length === 1_000) await flush();
  }
  await flush();
  await rebuildDeferredIndexes(database.db);
}
