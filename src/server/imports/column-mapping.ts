/**
 * Which Florida column each column of a file holds. Header names are compared with case, spaces and
 * punctuation removed, against the names people give them; a file without a header row is recognised as
 * the Florida extract by its column count and content.
 */
import { FLORIDA_COLUMNS, type FloridaColumn } from './florida-layout.js';
import { ImportFileError } from './import-errors.js';

const ALIASES: Record<FloridaColumn, string[]> = {
  'County Code': ['county', 'cnty', 'countyname'],
  'Voter ID': [
    'voterid',
    'voteridnumber',
    'voternumber',
    'voterno',
    'voternum',
    'statevoterid',
    'systemid',
    'registrationnumber',
    'regnumber',
    'id',
  ],
  'Name Last': ['lastname', 'last', 'surname', 'lname', 'familyname'],
  'Name Suffix': ['suffix', 'namesuffix', 'sfx'],
  'Name First': ['firstname', 'first', 'fname', 'givenname'],
  'Name Middle': ['middlename', 'middle', 'mname', 'middleinitial', 'mi'],
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
  'Residence City (USPS)': ['residencecity', 'city', 'rescity'],
  'Residence State': ['state', 'resstate', 'st'],
  'Residence Zipcode': [
    'zip',
    'zipcode',
    'zip5',
    'postalcode',
    'postcode',
    'reszip',
    'residencezip',
    'residencezipcode',
  ],
  'Mailing Address Line 1': ['mailingaddress', 'mailingaddress1', 'mailaddress1'],
  'Mailing Address Line 2': ['mailingaddress2', 'mailaddress2'],
  'Mailing Address Line 3': ['mailingaddress3', 'mailaddress3'],
  'Mailing City': ['mailcity'],
  'Mailing State': ['mailstate'],
  'Mailing Zipcode': ['mailingzip', 'mailzip', 'mailzipcode'],
  'Mailing Country': ['mailcountry'],
  Gender: ['sex'],
  Race: ['ethnicity'],
  'Birth Date': ['dob', 'dateofbirth', 'birthday', 'birthdt'],
  'Registration Date': [
    'regdate',
    'dateregistered',
    'registereddate',
    'registrationdt',
    'voterregistrationdate',
  ],
  'Party Affiliation': ['party', 'partycode', 'politicalparty', 'partyaffil'],
  Precinct: ['pct', 'precinctnumber', 'precinctno'],
  'Precinct Group': ['pctgroup'],
  'Precinct Split': ['pctsplit'],
  'Precinct Suffix': ['pctsuffix'],
  'Voter Status': ['status', 'registrationstatus'],
  'Congressional District': ['congressional', 'congdist', 'congressdistrict', 'cd', 'uscongress'],
  'House District': ['statehousedistrict', 'hd', 'statehouse'],
  'Senate District': ['statesenatedistrict', 'sd', 'statesenate'],
  'County Commission District': ['commissiondistrict', 'countycommission', 'ccd'],
  'School Board District': ['schooldistrict', 'schoolboard', 'sbd'],
  'Daytime Area Code': ['areacode', 'phoneareacode'],
  'Daytime Phone Number': ['phonenumber', 'phone', 'telephone', 'daytimephone', 'phoneno'],
  'Daytime Phone Extension': ['extension', 'ext', 'phoneext', 'phoneextension'],
  'Email Address': ['email', 'emailaddr', 'eMail'],
};

export const normalizeHeader = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_NAME = new Map<string, FloridaColumn>();
for (const column of FLORIDA_COLUMNS) {
  BY_NAME.set(normalizeHeader(column), column);
  for (const alias of ALIASES[column]) BY_NAME.set(normalizeHeader(alias), column);
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
  const found = firstRow.map((cell) => cell.trim()).filter(Boolean);
  const list = found.length
    ? found
        .slice(0, 40)
        .map((name) => `"${name}"`)
        .join(', ')
    : 'none';
  if (taken.size >= 2) {
    throw new ImportFileError(
      400,
      `This file has no voter ID column, so its rows cannot be matched to contacts. Columns found: ${list}. Add a "Voter ID" column, or import the county's voter extract as it is published.`,
    );
  }
  throw new ImportFileError(
    400,
    `The first row has no column names we recognise and does not look like the Florida voter extract. Columns found: ${list}. The file needs a header row with at least a "Voter ID" column.`,
  );
}
