/**
 * Volunteer-added phone numbers and email addresses: one implementation for both kinds of channel. Public
 * (voter-file) rows are read-only here: the monthly refresh owns them. Every change is audited in its
 * transaction.
 */
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EmailType, PhoneType } from '../../common/constants.js';
import { isUuid } from '../../common/schemas/common.js';
import { type AuditEvent, recordAudit } from '../audit/record-audit.js';
import type { Db, Executor } from '../db/client.js';
import {
  type ContactEmailRow,
  type ContactPhoneRow,
  contactEmails,
  contactPhones,
  contacts,
  type UserRow,
} from '../db/schema/index.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import { CONTACT_NOT_FOUND } from './get-contact.js';

export const PUBLIC_ROW_MESSAGE =
  'This one comes from the public voter file and is updated by each refresh, so it cannot be changed here. Add a new one instead.';

interface ChannelTypes {
  phone: { row: ContactPhoneRow; input: { phoneNumber: string; phoneType: PhoneType } };
  email: { row: ContactEmailRow; input: { email: string; emailType: EmailType } };
}

/**
 * The value and type a change was made against (an edit queued on a device without signal): a row that no
 * longer holds them was changed by someone else meanwhile, and the change is refused instead of overwriting it.
 */
export type ExpectedChannel<K extends ChannelKind> = ChannelTypes[K]['input'];

export type ChannelKind = keyof ChannelTypes;
type Row<K extends ChannelKind> = ChannelTypes[K]['row'];
type Input<K extends ChannelKind> = ChannelTypes[K]['input'];

/** The columns every channel row has, whichever table it is in. */
interface StoredChannel {
  id: string;
  contactId: string;
  isManuallyAdded: boolean;
  isBaselineData: boolean;
  [field: string]: unknown;
}

interface Channel {
  table: PgTable;
  id: PgColumn;
  contactId: PgColumn;
  tableName: 'contact_phones' | 'contact_emails';
  /** The value and its type, as named in the row, the input and the audit log. */
  valueField: string;
  typeField: string;
  /** True for a stored value that is the same as this one, however it is written. */
  sameValue: (value: string) => SQL;
  /** The value as compared with what a change was made against (a phone as its digits: the API shows it formatted). */
  comparable: (value: string) => string;
  duplicateMessage: string;
  notFoundMessage: string;
  staleMessage: string;
}

const CHANNELS: Record<ChannelKind, Channel> = {
  phone: {
    table: contactPhones,
    id: contactPhones.id,
    contactId: contactPhones.contactId,
    tableName: 'contact_phones',
    valueField: 'phoneNumber',
    typeField: 'phoneType',
    sameValue: (digits) => eq(sql`regexp_replace(${contactPhones.phoneNumber}, '[^0-9]', '', 'g')`, digits),
    comparable: (value) => value.replace(/\D/g, ''),
    duplicateMessage: 'This contact already has that phone number.',
    notFoundMessage: 'That phone number does not exist (any more).',
    staleMessage: 'Someone changed this phone number since you edited it. Review it and try again.',
  },
  email: {
    table: contactEmails,
    id: contactEmails.id,
    contactId: contactEmails.contactId,
    tableName: 'contact_emails',
    valueField: 'email',
    typeField: 'emailType',
    sameValue: (email) => eq(sql`lower(${contactEmails.email})`, email.toLowerCase()),
    comparable: (value) => value,
    duplicateMessage: 'This contact already has that email address.',
    notFoundMessage: 'That email address does not exist (any more).',
    staleMessage: 'Someone changed this email address since you edited it. Review it and try again.',
  },
};

const fieldsOf = (input: object) => input as Record<string, string>;

async function assertContact(db: Db, contactId: string) {
  if (!isUuid(contactId)) throw new NotFoundError(CONTACT_NOT_FOUND);
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  if (!row) throw new NotFoundError(CONTACT_NOT_FOUND);
}

/** Refuses a value the contact already has in another row of this kind. */
async function assertNoDuplicate(
  db: Executor,
  channel: Channel,
  contactId: string,
  value: string,
  except?: string,
) {
  const [dup] = await db
    .select({ id: channel.id })
    .from(channel.table)
    .where(
      and(
        eq(channel.contactId, contactId),
        channel.sameValue(value),
        except ? ne(channel.id, except) : undefined,
      ),
    );
  if (dup) throw new ConflictError(channel.duplicateMessage);
}

export async function addChannel<K extends ChannelKind>(
  db: Db,
  user: UserRow,
  kind: K,
  contactId: string,
  input: Input<K>,
): Promise<Row<K>> {
  const channel = CHANNELS[kind];
  const fields = fieldsOf(input);
  await assertContact(db, contactId);
  return db.transaction(async (tx) => {
    await assertNoDuplicate(tx, channel, contactId, fields[channel.valueField] as string);
    const [row] = (await tx
      .insert(channel.table)
      .values({ contactId, ...input, isManuallyAdded: true, isBaselineData: false, createdBy: user.id })
      .returning()) as StoredChannel[];
    if (!row) throw new Error(`${kind} not inserted`);
    await recordAudit(tx, {
      action: 'create',
      tableName: channel.tableName,
      recordId: row.id,
      contactId,
      userId: user.id,
      fieldName: channel.valueField,
      newValue: fields[channel.valueField],
      metadata: { [channel.typeField]: fields[channel.typeField] },
    });
    return row as unknown as Row<K>;
  });
}

/**
 * A volunteer-added row of this kind, locked for the change (public rows cannot be changed); refused when it
 * no longer holds what the change was made against (an edit queued on a device while someone else changed it).
 */
async function editableChannel(tx: Executor, channel: Channel, channelId: string, expected?: object) {
  if (!isUuid(channelId)) throw new NotFoundError(channel.notFoundMessage);
  const [row] = (await tx
    .select()
    .from(channel.table)
    .where(eq(channel.id, channelId))
    .for('update')) as StoredChannel[];
  if (!row) throw new NotFoundError(channel.notFoundMessage);
  if (!row.isManuallyAdded || row.isBaselineData) throw new ForbiddenError(PUBLIC_ROW_MESSAGE);
  if (expected && !holds(channel, row, fieldsOf(expected)))
    throw new ConflictError(channel.staleMessage, { code: 'stale_version' });
  return row;
}

const holds = (channel: Channel, row: StoredChannel, wanted: Record<string, string>) =>
  channel.comparable(String(row[channel.valueField])) ===
    channel.comparable(wanted[channel.valueField] ?? '') &&
  row[channel.typeField] === wanted[channel.typeField];

export async function updateChannel<K extends ChannelKind>(
  db: Db,
  user: UserRow,
  kind: K,
  channelId: string,
  input: Input<K>,
  expected?: ExpectedChannel<K>,
): Promise<Row<K>> {
  const channel = CHANNELS[kind];
  const fields = fieldsOf(input);
  return db.transaction(async (tx) => {
    const before = await editableChannel(tx, channel, channelId, expected);
    await assertNoDuplicate(tx, channel, before.contactId, fields[channel.valueField] as string, channelId);
    const [updated] = (await tx
      .update(channel.table)
      .set(input)
      .where(eq(channel.id, channelId))
      .returning()) as StoredChannel[];
    const events: AuditEvent[] = [channel.valueField, channel.typeField]
      .filter((field) => before[field] !== fields[field])
      .map((field) => ({
        action: 'update',
        tableName: channel.tableName,
        recordId: channelId,
        contactId: before.contactId,
        userId: user.id,
        fieldName: field,
        oldValue: before[field] as string,
        newValue: fields[field],
      }));
    await recordAudit(tx, ...events);
    return (updated ?? before) as unknown as Row<K>;
  });
}

export async function deleteChannel<K extends ChannelKind>(
  db: Db,
  user: UserRow,
  kind: K,
  channelId: string,
  expected?: ExpectedChannel<K>,
) {
  const channel = CHANNELS[kind];
  await db.transaction(async (tx) => {
    const row = await editableChannel(tx, channel, channelId, expected);
    await tx.delete(channel.table).where(eq(channel.id, channelId));
    await recordAudit(tx, {
      action: 'delete',
      tableName: channel.tableName,
      recordId: channelId,
      contactId: row.contactId,
      userId: user.id,
      fieldName: channel.valueField,
      oldValue: row[channel.valueField] as string,
    });
  });
}
