/**
 * Loads voters straight into contacts with their public phone and email: a few thousand rows per
 * transaction, each table filled by one unnest() INSERT. Voters already present (same system id) are skipped.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { insertRowsSql } from '../db/insert-rows.js';
import { rows } from '../db/rows.js';
import { contactEmails, contactPhones, contacts } from '../db/schema/index.js';
import type { FloridaVoterRow } from '../imports/file-formats/florida-layout.js';
import { type MappedVoter, mapVoterRow, VOTER_CONTACT_KEYS } from '../imports/voter-rows/map-voter-row.js';

export interface LoadOptions {
  /** Rows per transaction. */
  batchSize?: number;
  /** Called with the number of rows read so far, every `progressEvery` rows. */
  onProgress?: (read: number) => void;
  progressEvery?: number;
}

export interface LoadResult {
  read: number;
  added: number;
}

async function insertBatch(db: Db, batch: MappedVoter[]) {
  return db.transaction(async (tx) => {
    const inserted = await rows<{ id: string; system_id: string }>(
      tx,
      sql`${insertRowsSql(
        contacts,
        VOTER_CONTACT_KEYS,
        batch.map((voter) => voter.contact),
      )} on conflict (system_id) do nothing returning id, system_id`,
    );
    const bySystemId = new Map<string, MappedVoter>();
    for (const voter of batch)
      if (!bySystemId.has(voter.contact.systemId)) bySystemId.set(voter.contact.systemId, voter);
    const phones = [];
    const emails = [];
    for (const { id, system_id } of inserted) {
      const voter = bySystemId.get(system_id);
      if (voter?.phone) phones.push({ contactId: id, ...voter.phone });
      if (voter?.email) emails.push({ contactId: id, ...voter.email });
    }
    if (phones.length > 0) {
      const keys = ['contactId', 'phoneNumber', 'phoneType', 'isPrimary', 'isBaselineData'] as const;
      await tx.execute(insertRowsSql(contactPhones, keys, phones));
    }
    if (emails.length > 0) {
      const keys = ['contactId', 'email', 'isPrimary', 'isBaselineData'] as const;
      await tx.execute(insertRowsSql(contactEmails, keys, emails));
    }
    return inserted.length;
  });
}

/** Rows without a voter id cannot be told apart on the next load, so they are not loaded. */
export async function loadVoters(
  db: Db,
  rows: Iterable<FloridaVoterRow>,
  { batchSize = 5_000, onProgress, progressEvery = 50_000 }: LoadOptions = {},
): Promise<LoadResult> {
  let read = 0;
  let added = 0;
  let batch: MappedVoter[] = [];
  const now = new Date();
  for (const row of rows) {
    const voter = mapVoterRow(row, now);
    if (voter.contact.systemId !== '') batch.push(voter);
    if (batch.length >= batchSize) {
      added += await insertBatch(db, batch);
      batch = [];
    }
    if (++read % progressEvery === 0) onProgress?.(read);
  }
  if (batch.length > 0) added += await insertBatch(db, batch);
  // VACUUM also sets the visibility map, so searches answer from the index alone (index-only scans) at once,
  // not after autovacuum comes round.
  await db.execute(sql`vacuum analyze contacts, contact_phones, contact_emails`);
  return { read, added };
}
