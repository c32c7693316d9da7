/** Vote history (PRODUCT.md, Vote history): the election types and history codes of the Florida history file. */

export const ELECTION_TYPES = ['GEN', 'PRI', 'PPP', 'RUN', 'OTH'] as const;
export type ElectionType = (typeof ELECTION_TYPES)[number];
export const ELECTION_TYPE_LABELS: Record<ElectionType, string> = {
  GEN: 'General',
  PRI: 'Primary',
  PPP: 'Presidential preference primary',
  RUN: 'Runoff',
  OTH: 'Other',
};

export const HISTORY_CODES = ['A', 'B', 'E', 'N', 'P', 'Y'] as const;
export type HistoryCode = (typeof HISTORY_CODES)[number];
export const HISTORY_CODE_LABELS: Record<HistoryCode, string> = {
  A: 'Voted by mail',
  B: 'Vote-by-mail ballot not counted',
  E: 'Voted early',
  N: 'Did not vote',
  P: 'Provisional ballot not counted',
  Y: 'Voted at the polls',
};
/** The codes that count as having voted: by mail, early, at the polls. */
export const VOTED_CODES = ['A', 'E', 'Y'] as const satisfies readonly HistoryCode[];

/** How many of the latest general elections the turnout count and the minRecentGenerals filter look at. */
export const RECENT_GENERALS = 4;
/** Voting in at least this many of them is "votes reliably" (Our Impact). */
export const RELIABLE_VOTER_GENERALS = 3;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM-DD as "Nov 5, 2024" (no time zone involved). */
export function electionDateLabel(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** "Nov 5, 2024 General". */
export const electionLabel = (e: { date: string; type: ElectionType }) =>
  `${electionDateLabel(e.date)} ${ELECTION_TYPE_LABELS[e.type]}`;
