/**
 * Audit rows in words: what an action, a table, a field and a value are called wherever a person reads them (the
 * admin's audit log and its filters, a profile's timeline). The rows keep their stored keys (`supporterStatus`,
 * `contact_phones`, `read-budget`); nothing a person reads shows one.
 */
import type { AuditAction, AuditTable } from './audit-vocabulary.js';
import { ROLES, type Role } from './constants.js';
import { supporterLabel, volunteerLabel } from './contact-display.js';
import { CONTACT_FIELDS } from './contact-fields.js';
import { ROLE_NAMES } from './permissions.js';
import { formatPhone } from './phone.js';
import type { SettingKey } from './schemas/settings.js';
import { SETTING_TEXTS } from './setting-texts.js';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  approve: 'Approved',
  reject: 'Rejected',
  hide: 'Hidden',
  import: 'Imported',
  undo: 'Import undone',
  wipe: 'Wiped',
  backup: 'Backed up',
  restore: 'Restored',
  cleanup: 'Cleaned up',
  view: 'Viewed',
  'read-budget': 'Read budget reached',
  'read-share': 'Daily read budget share reached',
};

export const AUDIT_TABLE_LABELS: Record<AuditTable, string> = {
  contacts: 'Contacts',
  contact_phones: 'Phone numbers',
  contact_emails: 'Emails',
  user_networks: 'Networks',
  users: 'Users',
  system_settings: 'Settings',
  survey_questions: 'Survey questions',
  audit_logs: 'Audit log',
  vote_history: 'Voting history',
  ballots: 'Ballots',
  database: 'Whole database',
};

/** One row of each table, as a sentence names it when no field is given ("Phone number added"). */
const TABLE_ROW_LABELS: Record<string, string> = {
  contacts: 'Contact',
  contact_phones: 'Phone number',
  contact_emails: 'Email',
  user_networks: 'Network entry',
  users: 'Account',
  system_settings: 'Setting',
  survey_questions: 'Survey question',
  audit_logs: 'Audit entry',
  vote_history: 'Voting history',
  ballots: 'Ballots',
  database: 'Database',
};

/** Fields that are not contact fields or settings: phones, emails, accounts, survey questions, read budgets. */
const OTHER_FIELD_LABELS: Record<string, string> = {
  profile: 'Profile',
  phoneNumber: 'Phone number',
  phoneType: 'Phone type',
  wrongNumber: 'Wrong number',
  email: 'Email',
  emailType: 'Email type',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  address: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  role: 'Role',
  status: 'Registration',
  isActive: 'Account active',
  invitation: 'Invitation',
  password: 'Password',
  twoFactor: 'Two-factor sign-in',
  'read budget': 'Read budget',
  text: 'Question',
  choices: 'Answers',
  active: 'Asked on the walk and call sheets',
};

/** "supporterStatus", "contact_phones", "read-budget" → "Supporter status", "Contact phones", "Read budget". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Supporter Status" → "Supporter status"; all-capital words (ID, ZIP) stay as they are. */
const sentenceCase = (label: string) =>
  label
    .split(' ')
    .map((word, i) => (i > 0 && /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');

/** The tables whose rows are a contact's: their fields are the contact field registry's. */
const CONTACT_TABLES = new Set(['contacts', 'contact_phones', 'contact_emails', 'user_networks']);

const contactField = (key: string) =>
  (CONTACT_FIELDS as Record<string, { label: string; type: string } | undefined>)[key];

export const auditActionLabel = (action: string) =>
  AUDIT_ACTION_LABELS[action as AuditAction] ?? humanize(action);

export const auditTableLabel = (table: string) => AUDIT_TABLE_LABELS[table as AuditTable] ?? humanize(table);

/** What an entry changed, in words: "Supporter status", "Session Timeout (minutes)", "Phone number". */
export function auditFieldLabel(entry: { fieldName: string | null; tableName: string }): string {
  const key = entry.fieldName;
  if (key === null) return TABLE_ROW_LABELS[entry.tableName] ?? humanize(entry.tableName);
  if (entry.tableName === 'system_settings' && key in SETTING_TEXTS)
    return SETTING_TEXTS[key as SettingKey].label;
  const field = CONTACT_TABLES.has(entry.tableName) ? contactField(key) : undefined;
  if (field) return sentenceCase(field.label);
  if (key in SETTING_TEXTS) return SETTING_TEXTS[key as SettingKey].label;
  return OTHER_FIELD_LABELS[key] ?? humanize(key);
}

const YES_OR_NO_FIELDS = new Set(['wrongNumber', 'isActive', 'active']);
const isYesOrNoField = (fieldName: string) =>
  YES_OR_NO_FIELDS.has(fieldName) || contactField(fieldName)?.type === 'boolean';

const REGISTRATION_LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** A value stored as JSON (settings, survey questions) in words: On/Off, lists joined, objects as "Name: value". */
function jsonValueLabel(fieldName: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (isRole(value)) return ROLE_NAMES[value];
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => jsonValueLabel(fieldName, item)).join(', ');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${humanize(key)}: ${jsonValueLabel(key, inner)}`)
      .join(', ');
  return String(value);
}

const parseJson = (value: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(value) };
  } catch {
    return { ok: false };
  }
};

/** A value as people read it: status labels, role names, formatted phone numbers, Yes and No, settings' words. */
export function auditValueLabel(fieldName: string | null, value: string, tableName?: string): string {
  if (fieldName === 'supporterStatus') return supporterLabel(value);
  if (fieldName === 'volunteerLikeliness') return volunteerLabel(value);
  if (fieldName === 'phoneNumber' || fieldName === 'phone') return formatPhone(value) || value;
  if (fieldName === 'role' && isRole(value)) return ROLE_NAMES[value];
  if (fieldName === 'status' && tableName === 'users') return REGISTRATION_LABELS[value] ?? value;
  if (fieldName !== null && isYesOrNoField(fieldName) && (value === 'true' || value === 'false'))
    return value === 'true' ? 'Yes' : 'No';
  if (tableName === 'system_settings' || tableName === 'survey_questions') {
    const parsed = parseJson(value);
    if (parsed.ok) {
      if (fieldName === 'active' && typeof parsed.value === 'boolean') return parsed.value ? 'Yes' : 'No';
      return jsonValueLabel(fieldName ?? '', parsed.value);
    }
  }
  return value;
}

type Entry = {
  action: string;
  tableName: string;
  fieldName: string | null;
  oldValue: string | null;
  newValue: string | null;
};

const ADDED_OR_GONE: Record<string, string> = { create: 'added', delete: 'removed' };

/**
 * The change in one line: "Supporter status: Unknown → Confirmed Supporter", "Phone number added: (850) 555-0142",
 * "Email removed"; null for an entry that names no field or row change (an import, a backup).
 */
export function auditChangeText(entry: Entry): string | null {
  const label = auditFieldLabel(entry);
  const word = (value: string | null) =>
    value === null || value === '' ? null : auditValueLabel(entry.fieldName, value, entry.tableName);
  const before = word(entry.oldValue);
  const after = word(entry.newValue);
  const addedOrGone = ADDED_OR_GONE[entry.action];
  if (addedOrGone) {
    const value = entry.action === 'create' ? after : before;
    return entry.fieldName === null && entry.tableName === 'users'
      ? `${label} ${addedOrGone}`
      : `${label} ${addedOrGone}${value ? `: ${value}` : ''}`;
  }
  if (entry.action !== 'update' || entry.fieldName === null) return null;
  if (before === null && after !== null) return `${label}: ${after}`;
  if (before !== null && after === null) return `${label} cleared (was ${before})`;
  return `${label}: ${before ?? '—'} → ${after ?? '—'}`;
}

const TIMELINE_VERBS: Record<string, string> = {
  create: 'added',
  update: 'updated',
  delete: 'deleted',
  import: 'imported',
};

/** An audit entry as the timeline shows it: "<What> <action>d by <user>" ("Notes updated by Eddie Tester"). */
export function auditSummary(entry: {
  userName: string;
  action: string;
  fieldName: string | null;
  tableName: string;
}): string {
  const verb =
    TIMELINE_VERBS[entry.action] ?? (entry.action.endsWith('e') ? `${entry.action}d` : `${entry.action}ed`);
  return `${auditFieldLabel(entry)} ${verb} by ${entry.userName}`;
}
