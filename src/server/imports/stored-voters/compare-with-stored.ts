/**
 * The contacts a chunk of a voter file finds already stored, and how the file's rows compare with them: what
 * would change, the values it would overwrite (for the change record), and the fields the file has no column
 * for, which keep what is stored.
 */
import { sql } from 'drizzle-orm';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  PUBLIC_FIELD_KEYS,
} from '../../../common/contact-fields.js';
import type { Executor } from '../../db/client.js';
import { rows } from '../../db/rows.js';
import { fullNameOf, type MappedVoter, type VoterContact } from '../voter-rows/map-voter-row.js';

type PublicFieldKey = (typeof PUBLIC_FIELD_KEYS)[number];
const fieldOf = (key: PublicFieldKey): ContactFieldDefinition => CONTACT_FIELDS[key];

/** The registry's public fields a refresh overwrites, and those it keeps when a volunteer recorded the address. */
const publicFieldsWhere = (address: boolean) =>
  PUBLIC_FIELD_KEYS.filter((key) => key !== 'systemId' && Boolean(fieldOf(key).address) === address);
const PUBLIC_KEYS = publicFieldsWhere(false);
const ADDRESS_KEYS = publicFieldsWhere(true);
export const PUBLIC_COLUMNS = PUBLIC_KEYS.map((key) => fieldOf(key).column);
export const ADDRESS_COLUMNS = ADDRESS_KEYS.map((key) => fieldOf(key).column);

/** A contact of the chunk already stored, as the comparison reads it (snake_case: a raw query's row). */
export interface StoredContact {
  id: string;
  system_id: string;
  is_active: boolean;
  address_source: string;
  /** PUBLIC_COLUMNS, then ADDRESS_COLUMNS, as text. */
  public_fields: (string | null)[];
  phones: string[] | null;
  emails: string[] | null;
  last_public_update: string | null;
  county_code: string | null;
}

const asText = (keys: PublicFieldKey[]) =>
  keys.map((key) => `c.${fieldOf(key).column}${fieldOf(key).type === 'date' ? '::text' : ''}`).join(', ');
export const COMPARED_KEYS = [...PUBLIC_KEYS, ...ADDRESS_KEYS];
const PUBLIC_FIELDS_SQL = sql.raw(`json_build_array(${asText(COMPARED_KEYS)})`);

/** The voter's values in PUBLIC_COLUMNS then ADDRESS_COLUMNS order, as readExisting returns them. */
export const publicFields = (c: VoterContact) => COMPARED_KEYS.map((key) => c[key]);

/** Whether the file's row would change the stored contact (the volunteer's address does not count). */
export function contactChanged(stored: StoredContact, contact: VoterContact) {
  if (!stored.is_active) return true;
  const next = publicFields(contact);
  const count = stored.address_source === 'public' ? next.length : PUBLIC_COLUMNS.length;
  for (let i = 0; i < count; i++) if ((stored.public_fields[i] ?? null) !== next[i]) return true;
  return false;
}

/**
 * The chunk's contacts already stored, with their baseline phones and emails. `= any(array)` keeps this an
 * index lookup per voter; a join on unnest() was planned as a scan of the whole table for every chunk.
 */
async function readExisting(tx: Executor, systemIds: string[]) {
  const stored = await rows<StoredContact>(
    tx,
    sql`
      select c.id, c.system_id, c.is_active, c.address_source, ${PUBLIC_FIELDS_SQL} as public_fields,
        c.last_public_update::text as last_public_update, c.county_code,
        (select array_agg(p.phone_number order by p.phone_number) from contact_phones p
          where p.contact_id = c.id and p.is_baseline_data) as phones,
        (select array_agg(e.email order by e.email) from contact_emails e
          where e.contact_id = c.id and e.is_baseline_data) as emails
      from contacts c where c.system_id = any(${sql.param(systemIds)}::text[])`,
  );
  return new Map(stored.map((row) => [row.system_id, row]));
}

export const sameBaseline = (stored: string[] | null, next: string | null) =>
  next === null ? !stored?.length : stored?.length === 1 && stored[0] === next;

/** Whether the file's row would replace the stored public phone (a file without a phone column never does). */
export const phoneChanged = (stored: StoredContact, voter: MappedVoter) =>
  !voter.gaps?.phone && !sameBaseline(stored.phones, voter.phone?.phoneNumber ?? null);

/** Whether the file's row would replace the stored public email (a file without an email column never does). */
export const emailChanged = (stored: StoredContact, voter: MappedVoter) =>
  !voter.gaps?.email && !sameBaseline(stored.emails, voter.email?.email ?? null);

const positionOf = new Map<string, number>(COMPARED_KEYS.map((key, i) => [key, i]));
const NAME_PARTS = new Set<string>(['firstName', 'middleName', 'lastName', 'suffix']);

/** The voter with the fields their file has no column for taken from what is stored (file-gaps.ts). */
function withStoredFields(voter: MappedVoter, stored: StoredContact | undefined): MappedVoter {
  const kept = voter.gaps?.fields;
  if (!stored || !kept?.length) return voter;
  const contact = { ...voter.contact };
  const values = contact as Record<string, string | null>;
  for (const key of kept) values[key] = stored.public_fields[positionOf.get(key) ?? -1] ?? null;
  if (kept.some((key) => NAME_PARTS.has(key))) contact.fullName = fullNameOf(contact, contact.systemId);
  return { ...voter, contact };
}

/**
 * A chunk's voters as the import would write them (the fields their file has no column for keep what is
 * stored), with the contacts already stored by system id. The import and its preview both start here.
 */
export async function alongsideStored(tx: Executor, fileVoters: MappedVoter[]) {
  const existing = await readExisting(
    tx,
    fileVoters.map((v) => v.contact.systemId),
  );
  const voters = fileVoters.map((v) => withStoredFields(v, existing.get(v.contact.systemId)));
  return { existing, voters };
}

/** The columns of COMPARED_KEYS, in that order (the keys of an import_changes row's `previous`). */
export const COMPARED_COLUMNS = COMPARED_KEYS.map((key) => fieldOf(key).column);

/**
 * The previous values an import overwrites on a stored contact, for its change record: only the columns that
 * differ (the address only while it is the public one, as the upsert does), `_active` when it was inactive.
 */
export function previousValues(stored: StoredContact, contact: VoterContact) {
  const previous: Record<string, unknown> = {};
  if (!stored.is_active) previous._active = false;
  const next = publicFields(contact);
  const count = stored.address_source === 'public' ? next.length : PUBLIC_COLUMNS.length;
  for (let i = 0; i < count; i++) {
    const before = stored.public_fields[i] ?? null;
    if (before !== next[i]) previous[COMPARED_COLUMNS[i] as string] = before;
  }
  return previous;
}
