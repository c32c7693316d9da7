/**
 * Volunteer-added phone numbers and email addresses: one implementation for both kinds of channel. Public
 * (voter-file) rows are read-only here: the monthly refresh owns them. Every change is audited in its
 * transaction.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
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

/** A channel's value and its type, read alike from a stored row, a change and what a change was made against. */
interface ValueAndType {
  value: string;
  type: string;
}

/** What every volunteer-added row is written with besides its value and type. */
interface AddedBy {
  contactId: string;
  isManuallyAdded: true;
  isBaselineData: false;
  createdBy: string;
}

/** One kind of channel: its table's queries, typed by its own rows, and how its value and type are read. */
interface Channel<K extends ChannelKind> {
  tableName: 'contact_phones' | 'contact_emails';
  /** The value and its type, as named in the row, the input and the audit log. */
  fieldNames: { [Part in keyof ValueAndType]: string };
  read: (fields: Row<K> | Input<K>) => ValueAndType;
  /** The value as compared with what a change was made against (a phone as its digits: the API shows it formatted). */
  comparable: (value: string) => string;
  /** The contact's rows of this kind holding the same value however it is written, but the one excepted. */
  findSame: (db: Executor, contactId: string, value: string, except?: string) => Promise<{ id: string }[]>;
  insert: (tx: Executor, input: Input<K>, addedBy: AddedBy) => Promise<Row<K>[]>;
  /** The row, locked for the rest of the transaction. */
  lock: (tx: Executor, id: string) => Promise<Row<K>[]>;
  update: (tx: Executor, id: string, input: Input<K>) => Promise<Row<K>[]>;
  remove: (tx: Executor, id: string) => Promise<unknown>;
  duplicateMessage: string;
  notFoundMessage: string;
  staleMessage: string;
}

const CHANNELS: { [K in ChannelKind]: Channel<K> } = {
  phone: {
    tableName: 'contact_phones',
    fieldNames: { value: 'phoneNumber', type: 'phoneType' },
    read: (fields) => ({ value: fields.phoneNumber, type: fields.phoneType }),
    comparable: (value) => value.replace(/\D/g, ''),
    findSame: (db, contactId, digits, except) =>
      db
        .select({ id: contactPhones.id })
        .from(contactPhones)
        .where(
          and(
            eq(contactPhones.contactId, contactId),
            eq(sql`regexp_replace(${contactPhones.phoneNumber}, '[^0-9]', '', 'g')`, digits),
            except ? ne(contactPhones.id, except) : undefined,
          ),
        ),
    insert: (tx, input, addedBy) =>
      tx
        .insert(contactPhones)
        .values({ ...input, ...addedBy })
        .returning(),
    lock: (tx, id) => tx.select().from(contactPhones).where(eq(contactPhones.id, id)).for('update'),
    update: (tx, id, input) =>
      tx.update(contactPhones).set(input).where(eq(contactPhones.id, id)).returning(),
    remove: (tx, id) => tx.delete(contactPhones).where(eq(contactPhones.id, id)),
    duplicateMessage: 'This contact already has that phone number.',
    notFoundMessage: 'That phone number does not exist (any more).',
    staleMessage: 'Someone changed this phone number since you edited it. Review it and try again.',
  },
  email: {
    tableName: 'contact_emails',
    fieldNames: { value: 'email', type: 'emailType' },
    read: (fields) => ({ value: fields.email, type: fields.emailType }),
    comparable: (value) => value,
    findSame: (db, contactId, email, except) =>
      db
        .select({ id: contactEmails.id })
        .from(contactEmails)
        .where(
          and(
            eq(contactEmails.contactId, contactId),
            eq(sql`lower(${contactEmails.email})`, email.toLowerCase()),
            except ? ne(contactEmails.id, except) : undefined,
          ),
        ),
    insert: (tx, input, addedBy) =>
      tx
        .insert(contactEmails)
        .values({ ...input, ...addedBy })
        .returning(),
    lock: (tx, id) => tx.select().from(contactEmails).where(eq(contactEmails.id, id)).for('update'),
    update: (tx, id, input) =>
      tx.update(contactEmails).set(input).where(eq(contactEmails.id, id)).returning(),
    remove: (tx, id) => tx.delete(contactEmails).where(eq(contactEmails.id, id)),
    duplicateMessage: 'This contact already has that email address.',
    notFoundMessage: 'That email address does not exist (any more).',
    staleMessage: 'Someone changed this email address since you edited it. Review it and try again.',
  },
};

async function assertContact(db: Db, contactId: string) {
  if (!isUuid(contactId)) throw new NotFoundError(CONTACT_NOT_FOUND);
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  if (!row) throw new NotFoundError(CONTACT_NOT_FOUND);
}

/** Refuses a value the contact already has in another row of this kind. */
async function assertNoDuplicate<K extends ChannelKind>(
  db: Executor,
  channel: Channel<K>,
  contactId: string,
  value: string,
  except?: string,
) {
  const [dup] = await channel.findSame(db, contactId, value, except);
  if (dup) throw new ConflictError(channel.duplicateMessage);
}

export async function addChannel<K extends ChannelKind>(
  db: Db,
  user: UserRow,
  kind: K,
  contactId: string,
  input: Input<K>,
): Promise<Row<K>> {
  const channel: Channel<K> = CHANNELS[kind];
  const added = channel.read(input);
  await assertContact(db, contactId);
  return db.transaction(async (tx) => {
    await assertNoDuplicate(tx, channel, contactId, added.value);
    const [row] = await channel.insert(tx, input, {
      contactId,
      isManuallyAdded: true,
      isBaselineData: false,
      createdBy: user.id,
    });
    if (!row) throw new Error(`${kind} not inserted`);
    await recordAudit(tx, {
      action: 'create',
      tableName: channel.tableName,
      recordId: row.id,
      contactId,
      userId: user.id,
      fieldName: channel.fieldNames.value,
      newValue: added.value,
      metadata: { [channel.fieldNames.type]: added.type },
    });
    return row;
  });
}

/**
 * A volunteer-added row of this kind, locked for the change (public rows cannot be changed); refused when it
 * no longer holds what the change was made against (an edit queued on a device while someone else changed it).
 */
async function editableChannel<K extends ChannelKind>(
  tx: Executor,
  channel: Channel<K>,
  channelId: string,
  expected?: ExpectedChannel<K>,
) {
  if (!isUuid(channelId)) throw new NotFoundError(channel.notFoundMessage);
  const [row] = await channel.lock(tx, channelId);
  if (!row) throw new NotFoundError(channel.notFoundMessage);
  if (!row.isManuallyAdded || row.isBaselineData) throw new ForbiddenError(PUBLIC_ROW_MESSAGE);
  if (expected && !holds(channel, row, expected))
    throw new ConflictError(channel.staleMessage, { code: 'stale_version' });
  return row;
}

function holds<K extends ChannelKind>(channel: Channel<K>, row: Row<K>, expected: ExpectedChannel<K>) {
  const stored = channel.read(row);
  const wanted = channel.read(expected);
  return channel.comparable(stored.value) === channel.comparable(wanted.value) && stored.type === wanted.type;
}

export async function updateChannel<K extends ChannelKind>(
  db: Db,
  user: UserRow,
  kind: K,
  channelId: string,
  input: Input<K>,
  expected?: ExpectedChannel<K>,
): Promise<Row<K>> {
  const channel: Channel<K> = CHANNELS[kind];
  const changed = channel.read(input);
  return db.transaction(async (tx) => {
    const before = await editableChannel(tx, channel, channelId, expected);
    await assertNoDuplicate(tx, channel, before.contactId, changed.value, channelId);
    const [updated] = await channel.update(tx, channelId, input);
    const was = channel.read(before);
    const events: AuditEvent[] = (['value', 'type'] as const)
      .filter((part) => was[part] !== changed[part])
      .map((part) => ({
        action: 'update',
        tableName: channel.tableName,
        recordId: channelId,
        contactId: before.contactId,
        userId: user.id,
        fieldName: channel.fieldNames[part],
        oldValue: was[part],
        newValue: changed[part],
      }));
    await recordAudit(tx, ...events);
    return updated ?? before;
  });
}

export async function deleteChannel<K extends ChannelKind>(
  db: Db,
  user: UserRow,
  kind: K,
  channelId: string,
  expected?: ExpectedChannel<K>,
) {
  const channel: Channel<K> = CHANNELS[kind];
  await db.transaction(async (tx) => {
    const row = await editableChannel(tx, channel, channelId, expected);
    await channel.remove(tx, channelId);
    await recordAudit(tx, {
      action: 'delete',
      tableName: channel.tableName,
      recordId: channelId,
      contactId: row.contactId,
      userId: user.id,
      fieldName: channel.fieldNames.value,
      oldValue: channel.read(row).value,
    });
  });
}
