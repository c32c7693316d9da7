import type { ContactProfile } from '../../shared/schemas/contacts.js';
import { csvRow, UTF8_BOM } from '../exports/csv.js';

const FIELDS: [keyof ContactProfile, string][] = [
  ['systemId', 'System ID'],
  ['voterId', 'Voter ID'],
  ['fullName', 'Full Name'],
  ['firstName', 'First Name'],
  ['middleName', 'Middle Name'],
  ['lastName', 'Last Name'],
  ['suffix', 'Suffix'],
  ['dateOfBirth', 'Date of Birth'],
  ['streetAddress', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'ZIP Code'],
  ['party', 'Party'],
  ['voterStatus', 'Voter Status'],
  ['registrationDate', 'Registration Date'],
  ['precinct', 'Precinct'],
  ['district', 'Congressional District'],
  ['houseDistrict', 'House District'],
  ['senateDistrict', 'Senate District'],
  ['commissionDistrict', 'County Commission District'],
  ['schoolBoardDistrict', 'School Board District'],
  ['supporterStatus', 'Supporter Status'],
  ['volunteerLikeliness', 'Volunteer Likeliness'],
  ['notes', 'Notes'],
  ['isActive', 'Active'],
  ['lastPublicUpdate', 'Last Public Update'],
  ['createdAt', 'Created'],
  ['updatedAt', 'Updated'],
];

export const contactExportFilename = (c: ContactProfile) =>
  `contact_${(c.systemId || c.id).replace(/[^A-Za-z0-9_-]/g, '_')}_export.csv`;

/** One contact as CSV: a header row and a value row, phones and emails joined with "; ". */
export function contactToCsv(c: ContactProfile) {
  const phones = c.phones
    .map((p) => `${p.phoneNumber} (${p.phoneType}${p.isBaselineData ? ', public' : ', volunteer'})`)
    .join('; ');
  const emails = c.emails
    .map((e) => `${e.email} (${e.emailType}${e.isBaselineData ? ', public' : ', volunteer'})`)
    .join('; ');
  return (
    UTF8_BOM +
    csvRow([...FIELDS.map(([, label]) => label), 'Phones', 'Emails']) +
    csvRow([...FIELDS.map(([key]) => c[key] as unknown), phones, emails])
  );
}
