/**
 * Which Florida column each column of a file holds. Header names are compared with case, spaces and
 * punctuation removed, against the names people give them; a file without a header row is recognised as
 * the Florida extract by its column count and content.
 */
import { CONTACT_FIELDS, type ContactFieldDefinition } from '../../../common/contact-fields.js';
import { formatCount } from '../../../common/format.js';
import { EXTRA_COLUMNS, FLORIDA_COLUMNS, type FloridaColumn } from '../file-formats/florida-layout.js';
import { ImportFileError } from '../file-formats/import-file-error.js';

/**
 * Header names people give the Florida columns that are not a contact field of their own (the fields'
 * aliases are in the contact field registry): the parts of the residence address, phone and email, and
 * columns the import recognises but does not keep.
 */
const OTHER_ALIASES: Partial<Record<FloridaColumn, readonly string[]>> = {
  'County Code': ['county', 'cnty', 'countyname'],
  'Requested public records exemption': ['publicrecordsexemption', 'exemption', 'exempt', 'recordsexemption'],
  'Residence Address Line 1': [
    'residenceaddress',
    'address',
    'address1',
    'addressline1',
    'streetaddress',
    'street',
    'resaddress',
    'resaddress1',
    'residentialaddress',
  ],
  'Residence Address Line 2': ['address2', 'addressline2', 'unit', 'apt', 'resaddress2', 'residenceaddress2'],
  'Mailing Address Line 1': ['mailingaddress', 'mailingaddress1', 'mailaddress1'],
  'Mailing Address Line 2': ['mailingaddress2', 'mailaddress2'],
  'Mailing Address Line 3': ['mailingaddress3', 'mailaddress3'],
  'Mailing City': ['mailcity'],
  'Mailing State': ['mailstate'],
  'Mailing Zipcode': ['mailingzip', 'mailzip', 'mailzipcode'],
  'Mailing Country': ['mailcountry'],
  Gender: ['sex'],
  Race: ['ethnicity'],
  'Precinct Group': ['pctgroup'],
  'Precinct Split': ['pctsplit'],
  'Precinct Suffix': ['pctsuffix'],
  'Daytime Area Code': ['areacode', 'phoneareacode'],
  'Daytime Phone Number': ['phonenumber', 'phone', 'telephone', 'daytimephone', 'phoneno'],
  'Daytime Phone Extension': ['extension', 'ext', 'phoneext', 'phoneextension'],
  'Email Address': ['email', 'emailaddr', 'eMail'],
  'Do Not Contact': ['dnc', 'donotcall', 'nocontact'],
};

/** Every Florida column with the header names it goes by. */
export const COLUMN_ALIASES = new Map<FloridaColumn, readonly string[]>(
  [...FLORIDA_COLUMNS, ...EXTRA_COLUMNS].map((column) => [column, OTHER_ALIASES[column] ?? []]),
);
for (const field of Object.values(CONTACT_FIELDS) as ContactFieldDefinition[])
  if (field.import) COLUMN_ALIASES.set(field.import.column as FloridaColumn, field.import.aliases);

export const normalizeHeader = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_NAME = new Map<string, FloridaColumn>();
for (const column of [...FLORIDA_COLUMNS, ...EXTRA_COLUMNS]) {
  BY_NAME.set(normalizeHeader(column), column);
  for (const alias of COLUMN_ALIASES.get(column) ?? []) BY_NAME.set(normalizeHeader(alias), column);
}

export interface ColumnMapping {
  /** For each column of the file, the Florida column it holds, or null when it is ignored. */
  columns: (FloridaColumn | null)[];
  hasHeader: boolean;
  /** Header name → Florida column, as shown in the job's result. */
  matched: Record<string, FloridaColumn>;
  ignored: string[];
}

/** Looks like the first cells of a Florida extract row: a 3-letter county code and a numeric voter id. */
const looksFlorida = (cells: string[]) =>
  cells.length >= FLORIDA_COLUMNS.length - 1 &&
  cells.length <= FLORIDA_COLUMNS.length + 1 &&
  /^[A-Za-z]{3}$/.test(cells[0]?.trim() ?? '') &&
  /^\d{4,}$/.test(cells[1]?.trim() ?? '');

/** Columns named in a refusal: a few, each cut short, so the message fits a phone's screen. */
const NAMED_COLUMNS = 5;
const NAME_LENGTH = 40;

/** "A", "B", "C", "D", "E" and 33 more */
function columnsFound(firstRow: string[]) {
  const found = firstRow.map((cell) => cell.trim()).filter(Boolean);
  if (found.length === 0) return 'none';
  const named = found
    .slice(0, NAMED_COLUMNS)
    .map((name) => `"${name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name}"`)
    .join(', ');
  const more = found.length - NAMED_COLUMNS;
  return more > 0 ? `${named} and ${formatCount(more)} more` : named;
}

export function mapColumns(firstRow: string[]): ColumnMapping {
  const columns: (FloridaColumn | null)[] = [];
  const matched: Record<string, FloridaColumn> = {};
  const ignored: string[] = [];
  const taken = new Set<FloridaColumn>();
  for (const cell of firstRow) {
    const name = cell.trim();
    const column = BY_NAME.get(normalizeHeader(name));
    if (column && !taken.has(column)) {
      taken.add(column);
      columns.push(column);
      matched[name] = column;
    } else {
      columns.push(null);
      if (name) ignored.push(name);
    }
  }
  if (taken.has('Voter ID') && taken.size >= 2) return { columns, hasHeader: true, matched, ignored };
  if (looksFlorida(firstRow)) {
    return {
      columns: FLORIDA_COLUMNS.map((column) => column),
      hasHeader: false,
      matched: Object.fromEntries(FLORIDA_COLUMNS.map((c) => [c, c])),
      ignored: [],
    };
  }
  const list = columnsFound(firstRow);
  if (taken.size >= 2) {
    throw new ImportFileError(
      'invalid-input',
      `This file has no voter ID column, so its rows cannot be matched to contacts. Columns found: ${list}. Add a "Voter ID" column, or import the county's voter extract as it is published.`,
    );
  }
  throw new ImportFileError(
    'invalid-input',
    `The first row has no column names we recognise and does not look like the Florida voter extract. Columns found: ${list}. The file needs a header row with at least a "Voter ID" column.`,
  );
}
