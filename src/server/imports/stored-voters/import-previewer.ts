/**
 * The dry run's comparison: each chunk of the file against the contacts stored now, read-only, in the order
 * the import would write them, so the counts equal what applying the file does. Nothing is written.
 */
import { sql } from 'drizzle-orm';
import { CONTACT_FIELDS } from '../../../common/contact-fields.js';
import { type ImportPreview, PREVIEW_SAMPLES } from '../../../common/schemas/imports.js';
import type { Executor, Tx } from '../../db/client.js';
import { oneRow, rows } from '../../db/rows.js';
import type { MappedVoter } from '../voter-rows/map-voter-row.js';
import {
  alongsideStored,
  COMPARED_KEYS,
  contactChanged,
  emailChanged,
  PUBLIC_COLUMNS,
  phoneChanged,
  publicFields,
  type StoredContact,
} from './compare-with-stored.js';
import { missingFromFile, stageSeenIds } from './missing-from-file.js';

type Change = { field: string; from: string | null; to: string | null };
type Samples = ImportPreview['samples'];

const joined = (values: string[] | null) => (values?.length ? values.join(', ') : null);

/** The fields the file's row would change, as a person reads them. */
function changesOf(stored: StoredContact, voter: MappedVoter): Change[] {
  const changes: Change[] = [];
  if (!stored.is_active) changes.push({ field: 'Active', from: 'inactive', to: 'active' });
  const next = publicFields(voter.contact);
  const count = stored.address_source === 'public' ? next.length : PUBLIC_COLUMNS.length;
  for (let i = 0; i < count; i++) {
    const from = stored.public_fields[i] ?? null;
    const to = next[i] ?? null;
    const key = COMPARED_KEYS[i];
    if (key && from !== to) changes.push({ field: CONTACT_FIELDS[key].label, from, to });
  }
  if (phoneChanged(stored, voter))
    changes.push({ field: 'Phone', from: joined(stored.phones), to: voter.phone?.phoneNumber ?? null });
  if (emailChanged(stored, voter))
    changes.push({ field: 'Email', from: joined(stored.emails), to: voter.email?.email ?? null });
  return changes;
}

export class ImportPreviewer {
  readonly samples: Samples = { added: [], updated: [], deactivated: [] };

  /** One chunk: how many would be added and changed (voters in `again` were counted with an earlier chunk). */
  async compareChunk(tx: Executor, voters: MappedVoter[], again: Set<string>) {
    const { existing, voters: asWritten } = await alongsideStored(tx, voters);
    let inserted = 0;
    let updated = 0;
    for (const voter of asWritten) {
      const id = voter.contact.systemId;
      if (again.has(id)) continue;
      const stored = existing.get(id);
      if (!stored) {
        inserted++;
        if (this.samples.added.length < PREVIEW_SAMPLES)
          this.samples.added.push({ systemId: id, fullName: voter.contact.fullName ?? null });
        continue;
      }
      const changed =
        contactChanged(stored, voter.contact) || phoneChanged(stored, voter) || emailChanged(stored, voter);
      if (!changed) continue;
      updated++;
      if (this.samples.updated.length < PREVIEW_SAMPLES)
        this.samples.updated.push({
          systemId: id,
          fullName: voter.contact.fullName ?? null,
          changes: changesOf(stored, voter),
        });
    }
    return { inserted, updated };
  }

  /** A full refresh's deactivation, counted: the active contacts whose voter id is not in the file. */
  async countDeactivated(tx: Tx, seen: Iterable<string[]>, counties?: readonly string[]) {
    await stageSeenIds(tx, seen);
    const missing = missingFromFile(counties);
    const { n } = await oneRow<{ n: number }>(
      tx,
      sql`select count(*)::int as n from contacts c where ${missing}`,
    );
    const sample = await rows<{ system_id: string; full_name: string | null }>(
      tx,
      sql`select c.system_id, c.full_name from contacts c where ${missing} order by c.system_id limit ${PREVIEW_SAMPLES}`,
    );
    this.samples.deactivated = sample.map((r) => ({ systemId: r.system_id, fullName: r.full_name }));
    return n;
  }
}

/** Active contacts now: the mass-deactivation guard's base. */
export async function countActiveContacts(tx: Executor) {
  const { n } = await oneRow<{ n: number }>(tx, sql`select count(*)::int as n from contacts where is_active`);
  return n;
}
