/**
 * Applies one chunk of voters with a few set-based statements (never one per row): contacts are upserted
 * by system id, changing only public fields, and each contact's baseline phone and email are replaced by
 * the file's. Statuses, notes, volunteer-added phones and emails, networks and a volunteer-entered address
 * are never touched. Rows identical to what is stored are left alone, so a re-import changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { insertRowsSql } from '../db/insert-rows.js';
import { contacts } from '../db/schema/index.js';
import type { MappedVoter, VoterContact } from './map-voter-row.js';

const CONTACT_KEYS = [
  'systemId',
  'voterId',
  'fullName',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'dateOfBirth',
  'registrationDate',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'party',
  'voterStatus',
  'precinct',
  'district',
  'houseDistrict',
  'senateDistrict',
  'commissionDistrict',
  'schoolBoardDistrict',
  'addressSource',
  'lastPublicUpdate',
] as const satisfies readonly (keyof VoterContact)[];

const PUBLIC_COLUMNS = [
  'voter_id',
  'full_name',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'date_of_birth',
  'registration_date',
  'party',
  'voter_status',
  'precinct',
  'district',
  'house_district',
  'senate_district',
  'commission_district',
  'school_board_district',
];
/** Kept as they are when a volunteer recorded the address (address_source = 'volunteer'). */
const ADDRESS_COLUMNS = ['street_address', 'city', 'state', 'zip_code'];

const list = (columns: string[], prefix: string) => columns.map((c) => `${prefix}.${c}`).join(', ');
const UPSERT_TAIL = sql.raw(`on conflict (system_id) do update set
  ${PUBLIC_COLUMNS.map((c) => `${c} = excluded.${c}`).join(',\n  ')},
  ${ADDRESS_COLUMNS.map((c) => `${c} = case when contacts.address_source = 'public' then excluded.${c} else contacts.${c} end`).join(',\n  ')},
  is_active = true,
  last_public_update = excluded.last_public_update,
  updated_at = now()
where not contacts.is_active
  or (${list(PUBLIC_COLUMNS, 'contacts')}) is distinct from (${list(PUBLIC_COLUMNS, 'excluded')})
  or (contacts.address_source = 'public' and (${list(ADDRESS_COLUMNS, 'contacts')}) is distinct from (${list(ADDRESS_COLUMNS, 'excluded')}))
returning id, system_id, (xmax = 0) as inserted`);

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Replaces the baseline phone (or email) of the chunk's contacts; returns the contacts whose one changed. */
async function replaceBaseline(
  tx: Executor,
  kind: 'phone' | 'email',
  systemIds: string[],
  values: (string | null)[],
): Promise<string[]> {
  const table = kind === 'phone' ? sql.raw('contact_phones') : sql.raw('contact_emails');
  const column = kind === 'phone' ? sql.raw('phone_number') : sql.raw('email');
  const extraColumns = kind === 'phone' ? sql.raw(', phone_type') : sql.raw('');
  const extraValues = kind === 'phone' ? sql.raw(`, 'home'`) : sql.raw('');
  const result = await tx.execute(sql`
    with incoming as (
      select c.id as contact_id, u.value
      from unnest(${sql.param(systemIds)}::text[], ${sql.param(values)}::text[]) as u(system_id, value)
      join contacts c on c.system_id = u.system_id
    ), removed as (
      delete from ${table} p using incoming i
      where p.contact_id = i.contact_id and p.is_baseline_data and p.${column} is distinct from i.value
      returning p.contact_id
    ), added as (
      insert into ${table} (contact_id, ${column}${extraColumns}, is_primary, is_baseline_data)
      select i.contact_id, i.value${extraValues}, true, true from incoming i
      where i.value is not null and not exists (
        select 1 from ${table} p where p.contact_id = i.contact_id and p.is_baseline_data and p.${column} = i.value
      )
      returning contact_id
    )
    select contact_id from removed union select contact_id from added`);
  return rowsOf<{ contact_id: string }>(result).map((r) => r.contact_id);
}

export interface ChunkOutcome {
  /** System ids of contacts created, and of existing contacts that changed. */
  inserted: string[];
  updated: string[];
}

/** `voters` must hold each system id once (the caller keeps the file's last row for a duplicate). */
export async function upsertVoters(tx: Executor, voters: MappedVoter[]): Promise<ChunkOutcome> {
  const upserted = rowsOf<{ id: string; system_id: string; inserted: boolean }>(
    await tx.execute(
      sql`${insertRowsSql(
        contacts,
        CONTACT_KEYS,
        voters.map((v) => v.contact),
      )} ${UPSERT_TAIL}`,
    ),
  );
  const systemIds = voters.map((v) => v.contact.systemId);
  const phoneChanged = await replaceBaseline(
    tx,
    'phone',
    systemIds,
    voters.map((v) => v.phone?.phoneNumber ?? null),
  );
  const emailChanged = await replaceBaseline(
    tx,
    'email',
    systemIds,
    voters.map((v) => v.email?.email ?? null),
  );

  const touched = new Set(upserted.map((r) => r.id));
  const channelOnly = [...new Set([...phoneChanged, ...emailChanged])].filter((id) => !touched.has(id));
  let channelOnlySystemIds: string[] = [];
  if (channelOnly.length > 0) {
    // Only the public phone or email changed: the contact's public data still changed today.
    const lastPublicUpdate = voters[0]?.contact.lastPublicUpdate ?? new Date();
    channelOnlySystemIds = rowsOf<{ system_id: string }>(
      await tx.execute(sql`
        update contacts set last_public_update = ${lastPublicUpdate.toISOString()}::timestamptz, updated_at = now()
        where id = any(${sql.param(channelOnly)}::uuid[]) returning system_id`),
    ).map((r) => r.system_id);
  }
  return {
    inserted: upserted.filter((r) => r.inserted).map((r) => r.system_id),
    updated: [...upserted.filter((r) => !r.inserted).map((r) => r.system_id), ...channelOnlySystemIds],
  };
}

/** Full refresh: every active contact whose system id is not in the file becomes inactive (never deleted). */
export async function deactivateMissing(tx: Executor, seenSystemIds: string[]): Promise<number> {
  const result = await tx.execute(sql`
    update contacts c set is_active = false, updated_at = now()
    where c.is_active and not exists (
      select 1 from unnest(${sql.param(seenSystemIds)}::text[]) as s(system_id) where s.system_id = c.system_id
    )
    returning c.id`);
  return rowsOf(result).length;
}
