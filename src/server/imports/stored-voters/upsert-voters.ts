/**
 * Applies one chunk of voters with a few set-based statements (never one per row): contacts are upserted
 * by system id, changing only public fields, and each contact's baseline phone and email are replaced by
 * the file's. Statuses, notes, volunteer-added phones and emails, networks and a volunteer-entered address
 * are never touched. Rows identical to what is stored are left alone, so a re-import changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { insertRowsSql } from '../../db/insert-rows.js';
import { rows } from '../../db/rows.js';
import { contactEmails, contactPhones, contacts } from '../../db/schema/index.js';
import { type MappedVoter, VOTER_CONTACT_KEYS } from '../voter-rows/map-voter-row.js';
import {
  ADDRESS_COLUMNS,
  alongsideStored,
  contactChanged,
  emailChanged,
  PUBLIC_COLUMNS,
  phoneChanged,
  previousValues,
  type StoredContact,
} from './compare-with-stored.js';
import { missingFromFile, stageSeenIds } from './missing-from-file.js';

const list = (columns: string[], prefix: string) => columns.map((c) => `${prefix}.${c}`).join(', ');
export const UPSERT_TAIL = sql.raw(`on conflict (system_id) do update set
  ${PUBLIC_COLUMNS.map((c) => `${c} = excluded.${c}`).join(',\n  ')},
  ${ADDRESS_COLUMNS.map((c) => `${c} = case when contacts.address_source = 'public' then excluded.${c} else contacts.${c} end`).join(',\n  ')},
  is_active = true,
  last_public_update = excluded.last_public_update,
  county_code = coalesce(excluded.county_code, contacts.county_code),
  updated_at = now()
where not contacts.is_active
  or (${list(PUBLIC_COLUMNS, 'contacts')}) is distinct from (${list(PUBLIC_COLUMNS, 'excluded')})
  or (contacts.address_source = 'public' and (${list(ADDRESS_COLUMNS, 'contacts')}) is distinct from (${list(ADDRESS_COLUMNS, 'excluded')}))
returning id, system_id, (xmax = 0) as inserted`);

export interface ChunkOutcome {
  /** System ids of contacts created, and of existing contacts that changed. */
  inserted: string[];
  updated: string[];
}

/** `voters` must hold each system id once (the caller keeps the file's last row for a duplicate). */
export async function upsertVoters(
  tx: Executor,
  fileVoters: MappedVoter[],
  /** The import whose change record gets what this chunk changes (in this same transaction). */
  recordFor?: string,
): Promise<ChunkOutcome> {
  // A chunk touches a few thousand contacts by their unique keys: index lookups, whatever the planner's guess
  // (measured at 180,000 contacts it chose a scan of the whole table per chunk, and JIT-compiled it).
  // The commit does not wait for its flush: the WAL writer flushes it within a fraction of a second, so a crash
  // loses at most the last chunks (never half of one), and importing the file again finishes the work.
  // One statement for the three settings: one round trip.
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true), set_config('synchronous_commit', 'off', true)`,
  );
  const { existing, voters } = await alongsideStored(tx, fileVoters);
  // Only new and changed contacts are written: a monthly refresh leaves most rows as they are, and an
  // unchanged row then costs one index lookup. The upsert's own WHERE stays as the safety net.
  const toWrite = voters.filter((v) => {
    const stored = existing.get(v.contact.systemId);
    return !stored || contactChanged(stored, v.contact);
  });
  // Another connection could add the same voter meanwhile: the upsert's ON CONFLICT covers it.
  const upserted =
    toWrite.length === 0
      ? []
      : await rows<{ id: string; system_id: string; inserted: boolean }>(
          tx,
          sql`${insertRowsSql(
            contacts,
            VOTER_CONTACT_KEYS,
            toWrite.map((v) => v.contact),
          )} ${UPSERT_TAIL}`,
        );
  const idOf = new Map(upserted.map((r) => [r.system_id, r.id]));
  const changedPhone: string[] = [];
  const changedEmail: string[] = [];
  const newPhones: {
    contactId: string;
    phoneNumber: string;
    phoneType: 'home';
    isPrimary: true;
    isBaselineData: true;
  }[] = [];
  const newEmails: { contactId: string; email: string; isPrimary: true; isBaselineData: true }[] = [];
  for (const voter of voters) {
    const stored = existing.get(voter.contact.systemId);
    const id = stored?.id ?? idOf.get(voter.contact.systemId);
    if (!id) continue;
    if (!stored || phoneChanged(stored, voter)) {
      if (stored) changedPhone.push(id);
      if (voter.phone) newPhones.push({ contactId: id, ...voter.phone });
    }
    if (!stored || emailChanged(stored, voter)) {
      if (stored) changedEmail.push(id);
      if (voter.email) newEmails.push({ contactId: id, ...voter.email });
    }
  }
  // Baseline phones and emails are replaced; volunteer-added ones (is_baseline_data false) stay.
  if (changedPhone.length > 0)
    await tx.execute(
      sql`delete from contact_phones where is_baseline_data and contact_id = any(${sql.param(changedPhone)}::uuid[])`,
    );
  if (changedEmail.length > 0)
    await tx.execute(
      sql`delete from contact_emails where is_baseline_data and contact_id = any(${sql.param(changedEmail)}::uuid[])`,
    );
  const phoneKeys = ['contactId', 'phoneNumber', 'phoneType', 'isPrimary', 'isBaselineData'] as const;
  const emailKeys = ['contactId', 'email', 'isPrimary', 'isBaselineData'] as const;
  if (newPhones.length > 0) await tx.execute(insertRowsSql(contactPhones, phoneKeys, newPhones));
  if (newEmails.length > 0) await tx.execute(insertRowsSql(contactEmails, emailKeys, newEmails));

  if (recordFor)
    await recordChunkChanges(tx, recordFor, voters, existing, upserted, changedPhone, changedEmail);
  // The county of a voter the file leaves unchanged otherwise (a folder of county files read for the first time).
  const written = new Set(upserted.map((r) => r.system_id));
  const countyMoved = voters.filter((v) => {
    const stored = existing.get(v.contact.systemId);
    const county = v.contact.countyCode;
    return county && stored && !written.has(v.contact.systemId) && stored.county_code !== county;
  });
  if (countyMoved.length > 0)
    await tx.execute(
      sql`update contacts c set county_code = v.county
        from unnest(${sql.param(countyMoved.map((v) => v.contact.systemId))}::text[],
          ${sql.param(countyMoved.map((v) => v.contact.countyCode))}::text[]) as v(system_id, county)
        where c.system_id = v.system_id`,
    );
  // "Do Not Contact" in the file sets the flag; nothing in a file clears it (only an admin does).
  const doNotContact = voters.filter((v) => v.doNotContact).map((v) => v.contact.systemId);
  if (doNotContact.length > 0)
    await tx.execute(
      sql`update contacts set do_not_contact = true where not do_not_contact and system_id = any(${sql.param(doNotContact)}::text[])`,
    );

  const touched = new Set(upserted.map((r) => r.id));
  const channelOnly = [...new Set([...changedPhone, ...changedEmail])].filter((id) => !touched.has(id));
  let channelOnlySystemIds: string[] = [];
  if (channelOnly.length > 0) {
    // Only the public phone or email changed: the contact's public data still changed today.
    const lastPublicUpdate = voters[0]?.contact.lastPublicUpdate ?? new Date();
    channelOnlySystemIds = (
      await rows<{ system_id: string }>(
        tx,
        sql`
        update contacts set last_public_update = ${lastPublicUpdate.toISOString()}::timestamptz, updated_at = now()
        where id = any(${sql.param(channelOnly)}::uuid[]) returning system_id`,
      )
    ).map((r) => r.system_id);
  }
  return {
    inserted: upserted.filter((r) => r.inserted).map((r) => r.system_id),
    updated: [...upserted.filter((r) => !r.inserted).map((r) => r.system_id), ...channelOnlySystemIds],
  };
}

/**
 * Writes the chunk's change record: 'added' for new contacts, 'updated' with only the previous values that
 * changed. A contact an earlier chunk of the same import already recorded keeps that first record (its
 * values from before the import).
 */
async function recordChunkChanges(
  tx: Executor,
  jobId: string,
  voters: MappedVoter[],
  existing: Map<string, StoredContact>,
  upserted: { id: string; system_id: string; inserted: boolean }[],
  changedPhone: string[],
  changedEmail: string[],
) {
  const contactOf = new Map(voters.map((v) => [v.contact.systemId, v.contact]));
  const byId = new Map<string, StoredContact>();
  for (const stored of existing.values()) byId.set(stored.id, stored);
  const records = new Map<string, { kind: 'added' | 'updated'; previous: Record<string, unknown> | null }>();
  for (const row of upserted) {
    const stored = existing.get(row.system_id);
    const contact = contactOf.get(row.system_id);
    if (row.inserted || !stored || !contact) records.set(row.id, { kind: 'added', previous: null });
    else records.set(row.id, { kind: 'updated', previous: previousValues(stored, contact) });
  }
  const recordOf = (id: string) => {
    let record = records.get(id);
    if (!record) {
      record = { kind: 'updated', previous: {} };
      records.set(id, record);
    }
    return record;
  };
  for (const id of changedPhone) {
    const previous = recordOf(id).previous;
    if (previous) previous._phones = byId.get(id)?.phones ?? [];
  }
  for (const id of changedEmail) {
    const previous = recordOf(id).previous;
    if (previous) previous._emails = byId.get(id)?.emails ?? [];
  }
  for (const [id, record] of records)
    if (record.previous) record.previous._last_public_update = byId.get(id)?.last_public_update ?? null;
  if (records.size === 0) return;
  const ids = [...records.keys()];
  await tx.execute(sql`
    insert into import_changes (job_id, contact_id, kind, previous)
    select ${jobId}::uuid, r.contact_id, r.kind, r.previous
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(ids.map((id) => records.get(id)?.kind))}::text[],
                ${sql.param(ids.map((id) => JSON.stringify(records.get(id)?.previous ?? null)))}::jsonb[])
      as r(contact_id, kind, previous)
    on conflict (job_id, contact_id) do nothing`);
}

/**
 * After an import: VACUUM also sets the visibility map, so searches answer from the index alone at once rather
 * than after autovacuum comes round (a million-voter search went from 13 ms to 410 ms without it: decision 0102,
 * docs/decisions/0102-import-chunks-set-based.md). The ballots too: a refresh that renames or deactivates voters
 * rewrites their ballots' copies (migration 0043).
 */
export async function vacuumContacts(db: Db) {
  await db.execute(sql`vacuum analyze contacts, contact_phones, contact_emails, ballots`);
}

/**
 * Full refresh: every active contact whose system id is not in the file becomes inactive (never deleted),
 * recorded as 'deactivated' in the import's change record in the same statement.
 */
export async function deactivateMissing(
  tx: Tx,
  seenSystemIds: Iterable<string[]>,
  jobId: string,
  counties?: readonly string[],
): Promise<number> {
  await stageSeenIds(tx, seenSystemIds);
  const [{ n } = { n: 0 }] = await rows<{ n: number }>(
    tx,
    sql`
    with deactivated as (
      update contacts c set is_active = false, updated_at = now()
      where ${missingFromFile(counties)}
      returning c.id
    ), recorded as (
      insert into import_changes (job_id, contact_id, kind)
      select ${jobId}::uuid, id, 'deactivated' from deactivated
      on conflict (job_id, contact_id) do nothing
      returning contact_id
    )
    select count(*)::int as n from recorded`,
  );
  return n;
}
