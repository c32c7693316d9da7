import { CONTACT_FIELDS, EXPORTED_FIELD_KEYS, exportHeaderOf } from '../../common/contact-fields.js';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import { csvRow, UTF8_BOM } from '../exports/csv.js';

/** A field's text in the file, as the bulk export writes it (yes/no for a flag). */
const cellValue = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value);

export const contactExportFilename = (c: ContactProfile) =>
  `contact_${(c.systemId || c.id).replace(/[^A-Za-z0-9_-]/g, '_')}_export.csv`;

/**
 * One contact as CSV: a header row and a value row, with the bulk export's contact columns (the registry's
 * exported fields), then phones and emails joined with "; ".
 */
export function contactToCsv(c: ContactProfile) {
  const phones = c.phones
    .map((p) => `${p.phoneNumber} (${p.phoneType}${p.isBaselineData ? ', public' : ', volunteer'})`)
    .join('; ');
  const emails = c.emails
    .map((e) => `${e.email} (${e.emailType}${e.isBaselineData ? ', public' : ', volunteer'})`)
    .join('; ');
  return (
    UTF8_BOM +
    csvRow([...EXPORTED_FIELD_KEYS.map((key) => exportHeaderOf(CONTACT_FIELDS[key])), 'Phones', 'Emails']) +
    csvRow([...EXPORTED_FIELD_KEYS.map((key) => cellValue(c[key])), phones, emails])
  );
}
