/**
 * Turns one voter-file row into the contact and its public (baseline) phone and email. The fields filled
 * from one column each come from the contact field registry; the ids, full name, street address, phone and
 * email are built from several columns here.
 */
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  type ImportParse,
  PUBLIC_FIELD_KEYS,
} from '../../../common/contact-fields.js';
import type { NewContactRow } from '../../db/schema/index.js';
import type { FloridaColumn, FloridaVoterRow } from '../file-formats/florida-layout.js';
import type { FileGaps } from './file-gaps.js';
import { titleCaseName } from './title-case.js';

/** The fields a voter file sets: the registry's public fields, the address source and the refresh time. */
export const VOTER_CONTACT_KEYS = [
  ...PUBLIC_FIELD_KEYS,
  'addressSource',
  'lastPublicUpdate',
] as const satisfies readonly (keyof NewContactRow)[];

type VoterField = (typeof VOTER_CONTACT_KEYS)[number];

/** The public fields a voter file sets; every one present, null when the file leaves it blank. */
export type VoterContact = { [K in VoterField]-?: Exclude<NewContactRow[K], undefined> };

export interface MappedVoter {
  contact: VoterContact;
  phone: { phoneNumber: string; phoneType: 'home'; isPrimary: true; isBaselineData: true } | null;
  email: { email: string; isPrimary: true; isBaselineData: true } | null;
  /** The file's "Do Not Contact" column said yes (Y, 1 or true): set on the contact, never cleared by a refresh. */
  doNotContact?: true;
  /** Things the row gave that were left out (e.g. a phone number that is not ten digits). */
  warnings: string[];
  /** What the file has no column for: a stored voter keeps it (file-gaps.ts). Absent: the file has it all. */
  gaps?: FileGaps;
}

/** Trimmed text, or null when nothing is left. */
const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug folded in); serials 1–2,958,465 are real dates. */
function excelSerialDate(serial: number): string | null {
  if (!(serial >= 1 && serial <= 2_958_465)) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * MM/DD/YYYY (the Florida file), YYYY-MM-DD, or an Excel date serial number (a date cell of an .xlsx)
 * to YYYY-MM-DD; anything that is not a real date is null.
 */
export function parseVoterDate(value: string | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  if (/^\d{1,7}(\.\d+)?$/.test(raw)) return excelSerialDate(Number(raw));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = us ? null : /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(raw);
  const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d || !isCalendarDate(Number(y), Number(m), Number(d))) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the day exists (02/30 does not; 02/29 only in leap years), without a Date per value. */
function isCalendarDate(year: number, month: number, day: number) {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

/** Area code + number as (850) 555-1234 when they make ten digits; otherwise the digits as given. */
export function formatVoterPhone(areaCode: string | undefined, number: string | undefined): string | null {
  const digits = `${areaCode ?? ''}${number ?? ''}`.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length !== 10) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The first five digits and, when the file gives them, the four after (32301 or 32301-1234). */
export function normalizeZip(value: string | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  const match = /^(\d{5})(?:-?(\d{4}))?/.exec(raw);
  if (!match) return raw;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? raw);
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PARSE: Record<ImportParse, (value: string | undefined) => string | null> = {
  text,
  name: (value) => {
    const trimmed = text(value);
    return trimmed && titleCaseName(trimmed);
  },
  upper: (value) => text(value)?.toUpperCase() ?? null,
  date: parseVoterDate,
  zip: normalizeZip,
};

/** The registry's fields filled from one column each, with how to read them. */
const IMPORTED = (Object.entries(CONTACT_FIELDS) as [string, ContactFieldDefinition][]).flatMap(
  ([key, field]) =>
    field.import
      ? [
          {
            key,
            column: field.import.column as FloridaColumn,
            parse: PARSE[field.import.parse],
            address: field.address,
          },
        ]
      : [],
);

/** The columns each public field is read from: its own column, or the two address lines for the street. */
export const PUBLIC_FIELD_SOURCES: ReadonlyMap<string, readonly FloridaColumn[]> = new Map<
  string,
  readonly FloridaColumn[]
>([
  ...IMPORTED.map(({ key, column }): [string, FloridaColumn[]] => [key, [column]]),
  ['streetAddress', ['Residence Address Line 1', 'Residence Address Line 2']],
]);

const isYes = (value: string | undefined) => /^(y|yes|1|true)$/i.test(value?.trim() ?? '');

/** The voter asked the state to withhold their address and contact details. */
export const isExempt = (row: FloridaVoterRow) =>
  text(row['Requested public records exemption'])?.toUpperCase() === 'Y';

/** The name as shown everywhere: its parts in order, or the voter id when the file gives no name at all. */
export const fullNameOf = (
  parts: Partial<Record<'firstName' | 'middleName' | 'lastName' | 'suffix', string | null>>,
  voterId: string,
) => [parts.firstName, parts.middleName, parts.lastName, parts.suffix].filter(Boolean).join(' ') || voterId;

export function mapVoterRow(row: FloridaVoterRow, now = new Date()): MappedVoter {
  // An exempt voter's address and contact details are withheld: keep only the rest.
  const exempt = isExempt(row);
  const fields: Record<string, string | null> = {};
  for (const { key, column, parse, address } of IMPORTED)
    fields[key] = exempt && address ? null : parse(row[column]);
  const voterId = fields.voterId ?? '';
  const warnings: string[] = [];
  const address = [text(row['Residence Address Line 1']), text(row['Residence Address Line 2'])]
    .filter(Boolean)
    .join(' ');
  let phoneNumber = exempt ? null : formatVoterPhone(row['Daytime Area Code'], row['Daytime Phone Number']);
  if (phoneNumber && !phoneNumber.startsWith('(')) {
    warnings.push(`Phone number "${phoneNumber}" is not 10 digits, so it was left out`);
    phoneNumber = null;
  }
  const rawEmail = exempt ? undefined : text(row['Email Address'])?.toLowerCase();
  const email = rawEmail && EMAIL_SHAPE.test(rawEmail) ? rawEmail : null;
  if (rawEmail && !email) warnings.push(`Email address "${rawEmail}" is not valid, so it was left out`);
  return {
    contact: {
      ...(fields as Omit<
        VoterContact,
        'systemId' | 'voterId' | 'fullName' | 'streetAddress' | 'addressSource' | 'lastPublicUpdate'
      >),
      systemId: voterId,
      voterId,
      fullName: fullNameOf(fields, voterId),
      streetAddress: exempt ? null : address || null,
      addressSource: 'public',
      lastPublicUpdate: now,
    },
    phone: phoneNumber ? { phoneNumber, phoneType: 'home', isPrimary: true, isBaselineData: true } : null,
    email: email ? { email, isPrimary: true, isBaselineData: true } : null,
    ...(isYes(row['Do Not Contact']) && { doNotContact: true as const }),
    warnings,
  };
}
