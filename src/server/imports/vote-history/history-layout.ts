/**
 * The Florida voter history file (`CountyCode_H_YYYYMMDD.txt`): tab-delimited, no header row, five columns:
 * county code, voter id, election date (MM/DD/YYYY), election type and how the voter voted. Recognised by
 * its layout, also when saved as .xlsx or .csv with a header row.
 */
import {
  ELECTION_TYPES,
  type ElectionType,
  HISTORY_CODES,
  type HistoryCode,
} from '../../../common/vote-history.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { normalizeHeader } from '../voter-rows/column-mapping.js';
import { parseVoterDate } from '../voter-rows/voter-values.js';

export const HISTORY_COLUMNS = [
  'County Code',
  'Voter ID',
  'Election Date',
  'Election Type',
  'History Code',
] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];

/** Header names a spreadsheet may give each column, compared without case, spaces or punctuation. */
const ALIASES: Record<HistoryColumn, readonly string[]> = {
  'County Code': ['county', 'cnty'],
  'Voter ID': ['voterid', 'voter', 'voternumber', 'id', 'voterregistrationnumber'],
  'Election Date': ['electiondate', 'date', 'electiondt'],
  'Election Type': ['electiontype', 'type', 'electiontypecode'],
  'History Code': ['historycode', 'votehistorycode', 'votehistory', 'howvoted', 'votecode', 'votingmethod'],
};

const BY_NAME = new Map<string, HistoryColumn>();
for (const column of HISTORY_COLUMNS) {
  BY_NAME.set(normalizeHeader(column), column);
  for (const alias of ALIASES[column]) BY_NAME.set(normalizeHeader(alias), column);
}

export interface HistoryMapping {
  /** The index of each column in the file's rows. */
  index: Record<Exclude<HistoryColumn, 'County Code'>, number>;
  hasHeader: boolean;
  /** Header name → column, as shown in the job's result. */
  matched: Record<string, string>;
  ignored: string[];
}

const isType = (value: string): value is ElectionType =>
  (ELECTION_TYPES as readonly string[]).includes(value);
const isCode = (value: string): value is HistoryCode => (HISTORY_CODES as readonly string[]).includes(value);

/**
 * Looks like a row of the headerless history file: five cells, a county code, a voter id and a date of some
 * kind. The type and the code are not asked for: a first row with a bad one is then reported as that row ("Row 1:
 * History Code …") rather than the whole file as one Groundwork does not know. No voter file has five columns.
 */
const looksLikeHistoryRow = (cells: string[]) =>
  cells.length === HISTORY_COLUMNS.length &&
  /^[A-Za-z]{3}$/.test(cells[0]?.trim() ?? '') &&
  /^\d{4,}$/.test(cells[1]?.trim() ?? '') &&
  /^\d{1,4}[/-]\d{1,2}[/-]\d{1,4}$/.test(cells[2]?.trim() ?? '');

/**
 * The history layout of a file's first row that is not blank, or null when the file is not a history file
 * (then it is read as a voter file). A header row is a history header when it names the voter id, the
 * election date and how the voter voted.
 */
export function detectHistoryLayout(firstRow: string[]): HistoryMapping | null {
  if (looksLikeHistoryRow(firstRow)) {
    return {
      index: { 'Voter ID': 1, 'Election Date': 2, 'Election Type': 3, 'History Code': 4 },
      hasHeader: false,
      matched: Object.fromEntries(HISTORY_COLUMNS.map((c) => [c, c])),
      ignored: [],
    };
  }
  const found = new Map<HistoryColumn, number>();
  const matched: Record<string, string> = {};
  const ignored: string[] = [];
  firstRow.forEach((cell, i) => {
    const name = cell.trim();
    const column = BY_NAME.get(normalizeHeader(name));
    if (column && !found.has(column)) {
      found.set(column, i);
      matched[name] = column;
    } else if (name) ignored.push(name);
  });
  if (!found.has('Election Date') || !found.has('History Code')) return null;
  const missing = HISTORY_COLUMNS.filter((c) => c !== 'County Code' && !found.has(c));
  if (missing.length > 0)
    throw new ImportFileError(
      'invalid-input',
      `This looks like a voter history file, but it has no ${missing.map((c) => `"${c}"`).join(' or ')} column. A history file needs the columns Voter ID, Election Date, Election Type and History Code.`,
    );
  return {
    index: {
      'Voter ID': found.get('Voter ID') as number,
      'Election Date': found.get('Election Date') as number,
      'Election Type': found.get('Election Type') as number,
      'History Code': found.get('History Code') as number,
    },
    hasHeader: true,
    matched,
    ignored,
  };
}

export interface HistoryEntry {
  voterId: string;
  /** YYYY-MM-DD. */
  electionDate: string;
  electionType: ElectionType;
  historyCode: HistoryCode;
}

const MAX_VOTER_ID = 40;
const shown = (value: string) => `"${value.slice(0, 40)}"`;

/** One row of a history file to an entry, or why it is skipped; null for a blank row. */
export function parseHistoryRow(
  cells: string[],
  mapping: HistoryMapping,
): { entry: HistoryEntry } | { error: string } | null {
  const cell = (column: keyof HistoryMapping['index']) => (cells[mapping.index[column]] ?? '').trim();
  const voterId = cell('Voter ID');
  const rawDate = cell('Election Date');
  const rawType = cell('Election Type').toUpperCase();
  const rawCode = cell('History Code').toUpperCase();
  if (!voterId && !rawDate && !rawType && !rawCode) return null;
  if (!voterId) return { error: 'No voter ID' };
  if (voterId.length > MAX_VOTER_ID) return { error: `Voter ID ${shown(voterId)} is too long` };
  const electionDate = parseVoterDate(rawDate);
  if (!electionDate) return { error: `Election Date ${shown(rawDate)} is not a date (MM/DD/YYYY)` };
  if (!isType(rawType))
    return { error: `Election Type ${shown(rawType)} is not one of ${ELECTION_TYPES.join(', ')}` };
  if (!isCode(rawCode))
    return { error: `History Code ${shown(rawCode)} is not one of ${HISTORY_CODES.join(', ')}` };
  return { entry: { voterId, electionDate, electionType: rawType, historyCode: rawCode } };
}
