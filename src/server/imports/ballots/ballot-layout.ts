/**
 * The three ballot files Groundwork reads (issue 37; decision 0365 lists every column read and how each file is
 * recognised):
 * - the Florida daily vote-by-mail request information file (rule 1S-2.043, form DS-DE 145): tab-delimited, each
 *   record starting with its record type (AbStat or VbmStat), or the same data elements under a header row;
 * - the Florida early voting voters list, under a header naming the voter id and the day the voter voted early;
 * - a CSV of any state or vendor with the columns Voter ID, Election Date, Ballot Status and Status Date (optional
 *   Rejection Reason and Cure Deadline).
 * Recognised from the first row that is not blank; null means the file is not a ballot file.
 */
import { BALLOT_STATUSES, type BallotSource, type BallotStatus } from '../../../common/ballots.js';
import { ImportFileError } from '../file-formats/import-file-error.js';
import { normalizeHeader } from '../voter-rows/column-mapping.js';
import { parseVoterDate } from '../voter-rows/voter-values.js';

type Column = 'voterId' | 'electionDate' | 'status' | 'statusDate' | 'reason' | 'cureDeadline';

export interface BallotLayout {
  source: BallotSource;
  /** The index of each column read. */
  index: Partial<Record<Column, number>>;
  hasHeader: boolean;
  /** File header (or Florida element) → what Groundwork reads it as, shown in the preview. */
  matched: Record<string, string>;
  ignored: string[];
}

const COLUMN_LABELS: Record<Column, string> = {
  voterId: 'Voter ID',
  electionDate: 'Election Date',
  status: 'Ballot Status',
  statusDate: 'Status Date',
  reason: 'Rejection Reason',
  cureDeadline: 'Cure Deadline',
};

/** Header names, compared without case, spaces or punctuation. */
const GENERIC: Record<Column, readonly string[]> = {
  voterId: ['Voter ID', 'Voter Number', 'Voter Registration Number', 'FVRSVoterIdNumber'],
  electionDate: ['Election Date', 'ElectionDate'],
  status: ['Ballot Status'],
  statusDate: ['Status Date'],
  reason: ['Rejection Reason', 'Reject Reason'],
  cureDeadline: ['Cure Deadline', 'Cure By'],
};

/** The data elements of the Florida request file by the rule's names (and the 2021 "Vbm" renaming). */
const FLORIDA_MAIL: Partial<Record<Column, readonly string[]>> = {
  voterId: ['FVRSVoterIdNumber', 'Voter ID'],
  electionDate: ['ElectionDate', 'Election Date'],
  status: ['AbsenteeRequestStatus', 'VbmRequestStatus', 'VoteByMailRequestStatus'],
  statusDate: ['LastAbsRecordChangeDate', 'LastVbmRecordChangeDate', 'LastRecordChangeDate'],
  reason: [
    'AbsenteeRejectionReason',
    'VbmRejectionReason',
    'ReturnedBallotRejectionReason',
    'Rejection Reason',
  ],
};

/** The early voting voters list by its element names. */
const FLORIDA_EARLY: Partial<Record<Column, readonly string[]>> = {
  voterId: ['FVRSVoterIdNumber', 'Voter ID'],
  electionDate: ['ElectionDate', 'Election Date'],
  statusDate: ['EarlyVoteDate', 'EarlyVotingDate', 'Early Vote Date', 'DateVoted', 'Date Voted'],
};

/**
 * The headerless request file's records: RecordType, CountyId, FVRSVoterIdNumber, FVRSElectionNumber,
 * ElectionDate, ElectionName, LastAbsRecordChangeDate, AbsenteeRequestStatus, then elements not read.
 */
const FLORIDA_MAIL_RECORD = { voterId: 2, electionDate: 4, statusDate: 6, status: 7 } as const;
const FLORIDA_RECORD_TYPES = new Set(['abstat', 'vbmstat']);

/**
 * The request status codes of the Florida file, and the status each gives. A returned ballot the county has not
 * rejected is reported as voted (V); a rejected one carries its reason, which makes it rejected. A cancelled
 * request (C) means no ballot is out: the row is skipped.
 */
export const FLORIDA_STATUS_CODES: Record<string, BallotStatus | 'cancelled'> = {
  R: 'requested',
  S: 'mailed',
  U: 'requested',
  V: 'accepted',
  C: 'cancelled',
};

/** The generic file's statuses, any case. */
const GENERIC_STATUSES: Record<string, BallotStatus> = {
  requested: 'requested',
  mailed: 'mailed',
  returned: 'returned',
  accepted: 'accepted',
  rejected: 'rejected',
  earlyvoted: 'early',
  voted: 'voted',
};
export const GENERIC_STATUS_NAMES = 'Requested, Mailed, Returned, Accepted, Rejected, Early Voted, Voted';

/** Florida's cure deadline: 5 p.m. on the second day after the election (s. 101.68(4)(a), F.S.). */
const FLORIDA_CURE_DAYS = 2;

function indexHeader(cells: string[], names: Partial<Record<Column, readonly string[]>>) {
  const byName = new Map<string, Column>();
  for (const [column, aliases] of Object.entries(names) as [Column, readonly string[]][])
    for (const alias of aliases) byName.set(normalizeHeader(alias), column);
  const index: Partial<Record<Column, number>> = {};
  const matched: Record<string, string> = {};
  const ignored: string[] = [];
  cells.forEach((cell, i) => {
    const name = cell.trim();
    const column = byName.get(normalizeHeader(name));
    if (column && index[column] === undefined) {
      index[column] = i;
      matched[name] = COLUMN_LABELS[column];
    } else if (name) ignored.push(name);
  });
  return { index, matched, ignored };
}

const missingColumns = (index: Partial<Record<Column, number>>, required: Column[]) =>
  required.filter((c) => index[c] === undefined).map((c) => `"${COLUMN_LABELS[c]}"`);

/** The ballot layout of a file's first row that is not blank, or null when it is no ballot file. */
export function detectBallotLayout(firstRow: string[]): BallotLayout | null {
  const first = normalizeHeader(firstRow[0] ?? '');
  if (FLORIDA_RECORD_TYPES.has(first))
    return {
      source: 'mail',
      index: { ...FLORIDA_MAIL_RECORD },
      hasHeader: false,
      matched: {
        FVRSVoterIdNumber: 'Voter ID',
        ElectionDate: 'Election Date',
        LastAbsRecordChangeDate: 'Status Date',
        AbsenteeRequestStatus: 'Ballot Status',
      },
      ignored: [],
    };
  const names = new Set(firstRow.map((c) => normalizeHeader(c)));
  const has = (list: readonly string[] | undefined) =>
    (list ?? []).some((n) => names.has(normalizeHeader(n)));
  if (has(FLORIDA_MAIL.status) && !names.has(normalizeHeader('Ballot Status'))) {
    const found = indexHeader(firstRow, FLORIDA_MAIL);
    refuseMissing(found.index, ['voterId', 'electionDate', 'status'], 'a Florida vote-by-mail request file');
    return { source: 'mail', hasHeader: true, ...found };
  }
  if (names.has(normalizeHeader('Ballot Status'))) {
    const found = indexHeader(firstRow, GENERIC);
    refuseMissing(found.index, ['voterId', 'electionDate', 'status', 'statusDate'], 'a ballot status file');
    return { source: 'file', hasHeader: true, ...found };
  }
  if (has(FLORIDA_EARLY.statusDate)) {
    const found = indexHeader(firstRow, FLORIDA_EARLY);
    refuseMissing(found.index, ['voterId', 'electionDate'], 'an early voting voters list');
    return { source: 'early', hasHeader: true, ...found };
  }
  return null;
}

function refuseMissing(index: Partial<Record<Column, number>>, required: Column[], what: string) {
  const missing = missingColumns(index, required);
  if (missing.length > 0)
    throw new ImportFileError(
      'invalid-input',
      `This looks like ${what}, but it has no ${missing.join(' or ')} column. A ballot status file needs the columns Voter ID, Election Date, Ballot Status and Status Date (Rejection Reason and Cure Deadline may follow).`,
    );
}

export interface BallotEntry {
  /** The row of the file it came from, as a person would count it. */
  rowNumber: number;
  voterId: string;
  electionDate: string;
  status: BallotStatus;
  statusDate: string | null;
  reason: string | null;
  cureDeadline: string | null;
}

const MAX_VOTER_ID = 40;
const MAX_REASON = 200;
const shown = (value: string) => `"${value.slice(0, 40)}"`;

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The status a cell names in this layout, or undefined when it names none Groundwork knows. */
export function readStatus(layout: BallotLayout, raw: string): BallotStatus | 'cancelled' | undefined {
  if (layout.source === 'early') return 'early';
  if (layout.source === 'mail') return FLORIDA_STATUS_CODES[raw.trim().toUpperCase()];
  const status = GENERIC_STATUSES[normalizeHeader(raw)];
  return status && (BALLOT_STATUSES as readonly string[]).includes(status) ? status : undefined;
}

const cellOf = (cells: string[], layout: BallotLayout, column: Column) => {
  const at = layout.index[column];
  return at === undefined ? '' : (cells[at] ?? '').trim();
};

export const statusCell = (layout: BallotLayout, cells: string[]) => cellOf(cells, layout, 'status');

/**
 * One row to an entry, or why it is skipped; null for a blank row or a cancelled request. A status Groundwork
 * does not know was refused with the whole file before the import began (checkBallotStatuses).
 */
export function parseBallotRow(
  cells: string[],
  layout: BallotLayout,
  rowNumber: number,
): { entry: BallotEntry } | { error: string } | null {
  const voterId = cellOf(cells, layout, 'voterId');
  const rawDate = cellOf(cells, layout, 'electionDate');
  const rawStatus = cellOf(cells, layout, 'status');
  if (!voterId && !rawDate && !rawStatus && !cellOf(cells, layout, 'statusDate')) return null;
  if (!voterId) return { error: 'No voter ID' };
  if (voterId.length > MAX_VOTER_ID) return { error: `Voter ID ${shown(voterId)} is too long` };
  const electionDate = parseVoterDate(rawDate);
  if (!electionDate) return { error: `Election Date ${shown(rawDate)} is not a date (MM/DD/YYYY)` };
  const read = readStatus(layout, rawStatus);
  if (read === undefined) return { error: `Ballot Status ${shown(rawStatus)} is not one Groundwork knows` };
  if (read === 'cancelled') return null;
  const rawStatusDate = cellOf(cells, layout, 'statusDate');
  const statusDate = rawStatusDate ? parseVoterDate(rawStatusDate) : null;
  if (rawStatusDate && !statusDate)
    return { error: `Status Date ${shown(rawStatusDate)} is not a date (MM/DD/YYYY)` };
  const reason = cellOf(cells, layout, 'reason').slice(0, MAX_REASON) || null;
  // A Florida ballot with a rejection reason was rejected, whatever its request status says.
  const status = layout.source === 'mail' && reason && read !== 'requested' ? 'rejected' : read;
  const rawCure = cellOf(cells, layout, 'cureDeadline');
  const cureDeadline = rawCure
    ? parseVoterDate(rawCure)
    : status === 'rejected' && layout.source === 'mail'
      ? addDays(electionDate, FLORIDA_CURE_DAYS)
      : null;
  if (rawCure && !cureDeadline)
    return { error: `Cure Deadline ${shown(rawCure)} is not a date (MM/DD/YYYY)` };
  return {
    entry: {
      rowNumber,
      voterId,
      electionDate,
      status,
      statusDate,
      reason: status === 'rejected' ? reason : null,
      cureDeadline: status === 'rejected' ? cureDeadline : null,
    },
  };
}
