/**
 * A voter history file matching generated voters (PRODUCT.md, Vote history): for each voter, one row per
 * election held since they registered, in the layout of the Florida history file (county code, voter id,
 * election date MM/DD/YYYY, election type, history code). Deterministic: the same voters and seed give the
 * same history. Nothing here is a real person's record.
 */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { ElectionType, HistoryCode } from '../../common/vote-history.js';
import type { FloridaVoterRow } from '../imports/file-formats/florida-layout.js';
import type { HistoryEntry } from '../imports/vote-history/history-layout.js';
import { parseVoterDate } from '../imports/voter-rows/voter-values.js';
import { mixSeed, seededRandom, weightedTable } from './random.js';

/** Florida's statewide elections, newest first. */
export const DEMO_ELECTIONS: readonly { date: string; type: ElectionType }[] = [
  { date: '11/05/2024', type: 'GEN' },
  { date: '08/20/2024', type: 'PRI' },
  { date: '03/19/2024', type: 'PPP' },
  { date: '11/08/2022', type: 'GEN' },
  { date: '08/23/2022', type: 'PRI' },
  { date: '11/03/2020', type: 'GEN' },
  { date: '08/18/2020', type: 'PRI' },
  { date: '03/17/2020', type: 'PPP' },
  { date: '11/06/2018', type: 'GEN' },
  { date: '08/28/2018', type: 'PRI' },
];

/** How those who voted did: by mail, early, at the polls; a few ballots not counted. */
const METHODS = weightedTable<HistoryCode>([
  ['A', 37],
  ['E', 27],
  ['Y', 34],
  ['B', 1],
  ['P', 1],
]);
/** How much less likely than a general election a voter is to vote in each kind. */
const TURNOUT: Record<ElectionType, number> = { GEN: 1, PRI: 0.5, PPP: 0.4, RUN: 0.2, OTH: 0.3 };

const sortable = (us: string) => `${us.slice(6)}${us.slice(0, 2)}${us.slice(3, 5)}`;

export type HistoryLine = [
  county: string,
  voterId: string,
  date: string,
  type: ElectionType,
  code: HistoryCode,
];

export interface HistoryOptions {
  seed?: number;
  /** Every voter gets every election, whenever they registered (benchmarks: exactly 10 rows per voter). */
  allElections?: boolean;
}

export function* generateHistory(
  voters: Iterable<FloridaVoterRow>,
  { seed = 1, allElections = false }: HistoryOptions = {},
): Generator<HistoryLine> {
  for (const voter of voters) {
    const voterId = voter['Voter ID'];
    const r = seededRandom(mixSeed(seed + 7919, Number(voterId) | 0));
    // Some voters vote every time, many now and then, some never.
    const propensity = r.next() ** 0.6;
    const registered = sortable(voter['Registration Date']);
    for (const election of DEMO_ELECTIONS) {
      if (!allElections && sortable(election.date) < registered) continue;
      const voted = r.chance(propensity * TURNOUT[election.type]);
      yield [voter['County Code'], voterId, election.date, election.type, voted ? r.pick(METHODS) : 'N'];
    }
  }
}

/** The same history as rows to store directly (the browser's demo load), dates read as an import reads them. */
export function* historyEntries(lines: Iterable<HistoryLine>): Generator<HistoryEntry> {
  for (const [, voterId, date, electionType, historyCode] of lines)
    yield { voterId, electionDate: parseVoterDate(date) ?? date, electionType, historyCode };
}

/** Writes the history as the state publishes it: tab-delimited, no header. Returns the number of rows. */
export async function writeHistoryFile(file: string, lines: Iterable<HistoryLine>) {
  const out = createWriteStream(file);
  let written = 0;
  let buffer = '';
  for (const line of lines) {
    buffer += `${line.join('\t')}\n`;
    written++;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  return written;
}
