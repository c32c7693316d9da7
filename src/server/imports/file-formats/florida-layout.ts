/**
 * The Florida Division of Elections voter extract: tab-delimited, no header row, these 38 columns in
 * this order. Campaigns often open it in Excel and save it as .xlsx with these names as the header row.
 */
export const FLORIDA_COLUMNS = [
  'County Code',
  'Voter ID',
  'Name Last',
  'Name Suffix',
  'Name First',
  'Name Middle',
  'Requested public records exemption',
  'Residence Address Line 1',
  'Residence Address Line 2',
  'Residence City (USPS)',
  'Residence State',
  'Residence Zipcode',
  'Mailing Address Line 1',
  'Mailing Address Line 2',
  'Mailing Address Line 3',
  'Mailing City',
  'Mailing State',
  'Mailing Zipcode',
  'Mailing Country',
  'Gender',
  'Race',
  'Birth Date',
  'Registration Date',
  'Party Affiliation',
  'Precinct',
  'Precinct Group',
  'Precinct Split',
  'Precinct Suffix',
  'Voter Status',
  'Congressional District',
  'House District',
  'Senate District',
  'County Commission District',
  'School Board District',
  'Daytime Area Code',
  'Daytime Phone Number',
  'Daytime Phone Extension',
  'Email Address',
] as const;

/**
 * Columns a campaign's own spreadsheet may add to the extract, recognised by their header: "Do Not Contact"
 * (Y, 1 or true) marks voters who asked not to be contacted; a refresh never clears the mark.
 */
export const EXTRA_COLUMNS = ['Do Not Contact'] as const;

export type FloridaColumn = (typeof FLORIDA_COLUMNS)[number] | (typeof EXTRA_COLUMNS)[number];
export type FloridaVoterRow = Record<(typeof FLORIDA_COLUMNS)[number], string> &
  Partial<Record<(typeof EXTRA_COLUMNS)[number], string>>;

/** The row as the file's 38 cells, in order. */
export const toCells = (row: FloridaVoterRow) => FLORIDA_COLUMNS.map((column) => row[column]);

const BLANK_ROW = Object.freeze(
  Object.fromEntries(FLORIDA_COLUMNS.map((column) => [column, ''])) as FloridaVoterRow,
);

/**
 * A row with every column empty: a base for tests and for files that lack some columns. Copying one template
 * is several times faster than building 38 entries for every row of a file.
 */
export const blankFloridaRow = (): FloridaVoterRow => ({ ...BLANK_ROW });
