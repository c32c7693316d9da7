import {
  CONTACT_FIELDS,
  type ContactFieldKey,
  type ContactFieldValues,
} from '../../common/contact-fields.js';
import { authorName } from '../../common/format.js';
import { formatPhone } from '../../common/phone.js';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import type {
  AuditLogRow,
  ContactEmailRow,
  ContactPhoneRow,
  ContactRow,
  UserRow,
} from '../db/schema/index.js';

/** Stored as digits; shown as (###) ###-#### when it has ten. */
export function displayPhone(stored: string) {
  const digits = stored.replace(/\D/g, '');
  return digits.length === 10 ? formatPhone(digits) : stored;
}

export function presentPhone(p: ContactPhoneRow) {
  return {
    id: p.id,
    phoneNumber: displayPhone(p.phoneNumber),
    phoneType: p.phoneType,
    isPrimary: p.isPrimary,
    isBaselineData: p.isBaselineData,
    isManuallyAdded: p.isManuallyAdded,
    wrongNumber: p.wrongNumber,
    createdAt: p.createdAt.toISOString(),
  };
}

export function presentEmail(e: ContactEmailRow) {
  return {
    id: e.id,
    email: e.email,
    emailType: e.emailType,
    isPrimary: e.isPrimary,
    isBaselineData: e.isBaselineData,
    isManuallyAdded: e.isManuallyAdded,
    createdAt: e.createdAt.toISOString(),
  };
}

type AuditWithUser = { log: AuditLogRow; user: Pick<UserRow, 'firstName' | 'lastName' | 'email'> | null };

export function presentAuditEntry({ log, user }: AuditWithUser) {
  return {
    id: log.id,
    action: log.action,
    tableName: log.tableName,
    fieldName: log.fieldName,
    oldValue: log.oldValue,
    newValue: log.newValue,
    createdAt: log.createdAt.toISOString(),
    userName: user ? authorName(user) : log.metadata?.actor === 'system' ? 'System' : 'Deleted user',
  };
}

/** A field's value as the response carries it: timestamps as ISO 8601 text, the rest as stored. */
const presentValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** The registry's fields of a contact row, as the response carries them. */
export function presentContactFields<K extends ContactFieldKey>(
  row: Pick<ContactRow, K>,
  keys: readonly K[],
) {
  return Object.fromEntries(keys.map((key) => [key, presentValue(row[key])])) as ContactFieldValues<K>;
}

const PROFILE_FIELD_KEYS = Object.keys(CONTACT_FIELDS) as ContactFieldKey[];

export function presentContact(
  c: ContactRow,
  phones: ContactPhoneRow[],
  emails: ContactEmailRow[],
  audit: AuditWithUser[],
  household: ContactProfile['household'],
  votingHistory: ContactProfile['votingHistory'],
  attempts: ContactProfile['attempts'],
  latestAnswers: ContactProfile['latestAnswers'],
  noteVersions: ContactProfile['noteVersions'],
  ballot: ContactProfile['ballot'],
): ContactProfile {
  return {
    ...presentContactFields(c, PROFILE_FIELD_KEYS),
    phones: phones.map(presentPhone),
    emails: emails.map(presentEmail),
    auditLogs: audit.map(presentAuditEntry),
    noteVersions,
    attempts,
    latestAnswers,
    household,
    votingHistory,
    ballot,
  };
}
