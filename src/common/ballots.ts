/**
 * Ballots of the election under way (issue 37; PRODUCT.md, Election season): the statuses a ballot file gives a
 * voter, the groups the ballotStatus filter offers, and the line a profile shows. Shared by the pages and the server.
 */

/** A voter's ballot in one election, from the county's daily files. */
export const BALLOT_STATUSES = [
  'requested',
  'mailed',
  'returned',
  'rejected',
  'accepted',
  'early',
  'voted',
] as const;
export type BallotStatus = (typeof BALLOT_STATUSES)[number];

/**
 * Which file a ballot row came from: a day's file of one source replaces that source's rows for its election
 * (the mail file does not wipe the early voting list's voters).
 */
export const BALLOT_SOURCES = ['mail', 'early', 'file'] as const;
export type BallotSource = (typeof BALLOT_SOURCES)[number];

export const BALLOT_SOURCE_LABELS: Record<BallotSource, string> = {
  mail: 'Florida vote-by-mail request file',
  early: 'Florida early voting voters list',
  file: 'Ballot status file (CSV)',
};

/**
 * A ballot's progress: a row of another source replaces it only when it is as far along or further (a voter
 * who voted early stays "voted early" when the next mail file still lists their unreturned mail ballot).
 */
export const BALLOT_RANK: Record<BallotStatus, number> = {
  requested: 1,
  mailed: 2,
  returned: 3,
  rejected: 4,
  accepted: 5,
  early: 5,
  voted: 5,
};

/** The statuses that count as having voted: a mail ballot accepted, voted early, voted on the day. */
export const VOTED_BALLOT_STATUSES = [
  'accepted',
  'early',
  'voted',
] as const satisfies readonly BallotStatus[];

/** The ballotStatus filter's choices and the statuses each one holds (not-voted: none of the voted ones). */
export const BALLOT_FILTERS = ['requested', 'returned', 'rejected', 'voted', 'not-voted'] as const;
export type BallotFilter = (typeof BALLOT_FILTERS)[number];
export const BALLOT_FILTER_STATUSES: Record<Exclude<BallotFilter, 'not-voted'>, readonly BallotStatus[]> = {
  requested: ['requested', 'mailed'],
  returned: ['returned'],
  rejected: ['rejected'],
  voted: VOTED_BALLOT_STATUSES,
};
export const BALLOT_FILTER_LABELS: Record<BallotFilter, string> = {
  requested: 'Ballot out (requested, not returned)',
  returned: 'Ballot returned, not yet accepted',
  rejected: 'Ballot rejected',
  voted: 'Voted',
  'not-voted': 'Not voted yet',
};

export interface BallotView {
  electionDate: string;
  status: BallotStatus;
  statusDate: string | null;
  reason: string | null;
  cureDeadline: string | null;
  /** The day's file it came from. */
  fileName: string | null;
  importedAt: string | null;
}

/** YYYY-MM-DD as MM/DD, as counties and campaigns write a day of the election period. */
const monthDay = (date: string | null) => (date ? `${date.slice(5, 7)}/${date.slice(8, 10)}` : '');
const on = (date: string | null) => (date ? ` ${monthDay(date)}` : '');

/**
 * The profile's line: "Mail ballot returned 10/28 · accepted", "Ballot rejected 10/30: signature does not
 * match — cure by 11/06", "Voted early 11/01".
 */
export function ballotLine(b: Pick<BallotView, 'status' | 'statusDate' | 'reason' | 'cureDeadline'>): string {
  switch (b.status) {
    case 'requested':
      return `Mail ballot requested${on(b.statusDate)}`;
    case 'mailed':
      return `Mail ballot mailed${on(b.statusDate)} · not returned yet`;
    case 'returned':
      return `Mail ballot returned${on(b.statusDate)} · not yet accepted`;
    case 'accepted':
      return `Mail ballot returned${on(b.statusDate)} · accepted`;
    case 'rejected': {
      const reason = b.reason ? `: ${b.reason.charAt(0).toLowerCase()}${b.reason.slice(1)}` : '';
      const cure = b.cureDeadline ? ` — cure by ${monthDay(b.cureDeadline)}` : '';
      return `Ballot rejected${on(b.statusDate)}${reason}${cure}`;
    }
    case 'early':
      return `Voted early${on(b.statusDate)}`;
    case 'voted':
      return `Voted${on(b.statusDate)}`;
  }
}
