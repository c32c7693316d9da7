/**
 * Turns one voter-file row into the contact and its public (baseline) phone and email. The fields filled
 * from one column each come from the contact field registry (field-sources.ts); the ids, full name, street
 * address, phone and email are built from several columns here.
 */
import { PUBLIC_FIELD_KEYS } from '../../../common/contact-fields.js';
import type { NewContactRow } from '../../db/schema/index.js';
import type { FloridaVoterRow } from '../file-formats/florida-layout.js';
import { SINGLE_COLUMN_FIELDS } from './field-sources.js';
import type { FileGaps } from './file-gaps.js';
import { formatVoterPhone, trimmedText } from './voter-values.js';

/** The fields a voter file sets: the registry's public fields, the address source and the refresh time. */
export const VOTER_CONTACT_KEYS = [
  ...PUBLIC_FIELD_KEYS,
  'addressSource',
  'lastPublicUpdate',
  'countyCode',
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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isYes = (value: string | undefined) => /^(y|yes|1|true)$/i.test(value?.trim() ?? '');

/** The voter asked the state to withhold their address and contact details. */
export const isExempt = (row: FloridaVoterRow) =>
  trimmedText(row['Requested public records exemption'])?.toUpperCase() === 'Y';

/** The name as shown everywhere: its parts in order, or the voter id when the file gives no name at all. */
export const fullNameOf = (
  parts: Partial<Record<'firstName' | 'middleName' | 'lastName' | 'suffix', string | null>>,
  voterId: string,
) => [parts.firstName, parts.middleName, parts.lastName, parts.suffix].filter(Boolean).join(' ') || voterId;

export function mapVoterRow(row: FloridaVoterRow, now = new Date()): MappedVoter {
  // An exempt voter's address and contact details are withheld: keep only the rest.
  const exempt = isExempt(row);
  const fields: Record<string, string | null> = {};
  for (const { key, column, parse, address } of SINGLE_COLUMN_FIELDS)
    fields[key] = exempt && address ? null : parse(row[column]);
  const voterId = fields.voterId ?? '';
  const warnings: string[] = [];
  const address = [trimmedText(row['Residence Address Line 1']), trimmedText(row['Residence Address Line 2'])]
    .filter(Boolean)
    .join(' ');
  let phoneNumber = exempt ? null : formatVoterPhone(row['Daytime Area Code'], row['Daytime Phone Number']);
  if (phoneNumber && !phoneNumber.startsWith('(')) {
    warnings.push(`Phone number "${phoneNumber}" is not 10 digits, so it was left out`);
    phoneNumber = null;
  }
  const rawEmail = exempt ? undefined : trimmedText(row['Email Address'])?.toLowerCase();
  const email = rawEmail && EMAIL_SHAPE.test(rawEmail) ? rawEmail : null;
  if (rawEmail && !email) warnings.push(`Email address "${rawEmail}" is not valid, so it was left out`);
  return {
    contact: {
      ...(fields as Omit<
        VoterContact,
        | 'systemId'
        | 'voterId'
        | 'fullName'
        | 'streetAddress'
        | 'addressSource'
        | 'lastPublicUpdate'
        | 'countyCode'
      >),
      systemId: voterId,
      voterId,
      fullName: fullNameOf(fields, voterId),
      streetAddress: exempt ? null : address || null,
      addressSource: 'public',
      lastPublicUpdate: now,
      countyCode: trimmedText(row['County Code'])?.toUpperCase() ?? null,
    },
    phone: phoneNumber ? { phoneNumber, phoneType: 'home', isPrimary: true, isBaselineData: true } : null,
    email: email ? { email, isPrimary: true, isBaselineData: true } : null,
    ...(isYes(row['Do Not Contact']) && { doNotContact: true as const }),
    warnings,
  };
}
