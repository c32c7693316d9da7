import { displayName, formatPhoneInput } from '../../shared/format.js';
import type { ContactProfile } from '../../shared/schemas/contacts.js';
import type {
  AuditLogRow,
  ContactEmailRow,
  ContactPhoneRow,
  ContactRow,
  UserRow,
} from '../db/schema/index.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Stored as digits; shown as (###) ###-#### when it has ten. */
export function displayPhone(stored: string) {
  const digits = stored.replace(/\D/g, '');
  return digits.length === 10 ? formatPhoneInput(digits) : stored;
}

export function presentPhone(p: ContactPhoneRow) {
  return {
    id: p.id,
    phoneNumber: displayPhone(p.phoneNumber),
    phoneType: p.phoneType,
    isPrimary: p.isPrimary,
    isBaselineData: p.isBaselineData,
    isManuallyAdded: p.isManuallyAdded,
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
    userName: user ? displayName(user) : log.metadata?.actor === 'system' ? 'System' : 'Deleted user',
  };
}

export function presentContact(
  c: ContactRow,
  phones: ContactPhoneRow[],
  emails: ContactEmailRow[],
  audit: AuditWithUser[],
): ContactProfile {
  const { createdBy: _c, lastUpdatedBy: _u, ...fields } = c;
  return {
    ...fields,
    lastPublicUpdate: iso(c.lastPublicUpdate),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    phones: phones.map(presentPhone),
    emails: emails.map(presentEmail),
    auditLogs: audit.map(presentAuditEntry),
  };
}
