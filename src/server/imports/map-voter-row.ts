/** Turns one voter-file row into the contact and its public (baseline) phone and email. */
import type { NewContactRow } from '../db/schema/index.js';
import type { FloridaVoterRow } from './florida-layout.js';

type VoterField =
  | 'systemId'
  | 'voterId'
  | 'fullName'
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'suffix'
  | 'dateOfBirth'
  | 'registrationDate'
  | 'streetAddress'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'party'
  | 'voterStatus'
  | 'precinct'
  | 'district'
  | 'houseDistrict'
  | 'senateDistrict'
  | 'commissionDistrict'
  | 'schoolBoardDistrict'
  | 'addressSource'
  | 'lastPublicUpdate';

/** The public fields a voter file sets; every one present, null when the file leaves it blank. */
export type VoterContact = { [K in VoterField]-?: Exclude<NewContactRow[K], undefined> };

export interface MappedVoter {
  contact: VoterContact;
  phone: { phoneNumber: string; phoneType: 'home'; isPrimary: true; isBaselineData: true } | null;
  email: { email: string; isPrimary: true; isBaselineData: true } | null;
}

/** Trimmed text, or null when nothing is left. */
const text = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** MM/DD/YYYY (the Florida file) or YYYY-MM-DD to YYYY-MM-DD; anything that is not a real date is null. */
export function parseVoterDate(value: string | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(raw);
  const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const result = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${result}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(result) ? result : null;
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

export function mapVoterRow(row: FloridaVoterRow, now = new Date()): MappedVoter {
  const firstName = text(row['Name First']);
  const middleName = text(row['Name Middle']);
  const lastName = text(row['Name Last']);
  const suffix = text(row['Name Suffix']);
  const voterId = text(row['Voter ID']) ?? '';
  const address = [text(row['Residence Address Line 1']), text(row['Residence Address Line 2'])]
    .filter(Boolean)
    .join(' ');
  const phoneNumber = formatVoterPhone(row['Daytime Area Code'], row['Daytime Phone Number']);
  const email = text(row['Email Address'])?.toLowerCase();
  return {
    contact: {
      systemId: voterId,
      voterId,
      fullName: [firstName, middleName, lastName, suffix].filter(Boolean).join(' ') || voterId,
      firstName,
      middleName,
      lastName,
      suffix,
      dateOfBirth: parseVoterDate(row['Birth Date']),
      registrationDate: parseVoterDate(row['Registration Date']),
      streetAddress: address || null,
      city: text(row['Residence City (USPS)']),
      state: text(row['Residence State'])?.toUpperCase() ?? null,
      zipCode: normalizeZip(row['Residence Zipcode']),
      party: text(row['Party Affiliation'])?.toUpperCase() ?? null,
      voterStatus: text(row['Voter Status'])?.toUpperCase() ?? null,
      precinct: text(row.Precinct),
      district: text(row['Congressional District']),
      houseDistrict: text(row['House District']),
      senateDistrict: text(row['Senate District']),
      commissionDistrict: text(row['County Commission District']),
      schoolBoardDistrict: text(row['School Board District']),
      addressSource: 'public',
      lastPublicUpdate: now,
    },
    phone: phoneNumber ? { phoneNumber, phoneType: 'home', isPrimary: true, isBaselineData: true } : null,
    email: email && EMAIL_SHAPE.test(email) ? { email, isPrimary: true, isBaselineData: true } : null,
  };
}
