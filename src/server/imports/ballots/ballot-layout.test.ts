import { describe, expect, it } from 'vitest';
import { detectBallotLayout, parseBallotRow } from './ballot-layout.js';

describe('recognising a ballot file', () => {
  it('tells the three files apart and leaves voter and history files alone', () => {
    expect(detectBallotLayout(['AbStat', 'LEO', '100000001'])?.source).toBe('mail');
    expect(detectBallotLayout(['FVRSVoterIdNumber', 'ElectionDate', 'VbmRequestStatus'])?.source).toBe(
      'mail',
    );
    expect(detectBallotLayout(['Voter ID', 'ElectionDate', 'EarlyVoteDate'])?.source).toBe('early');
    expect(detectBallotLayout(['voter id', 'election date', 'BALLOT STATUS', 'status date'])?.source).toBe(
      'file',
    );
    expect(detectBallotLayout(['Voter ID', 'Election Date', 'Election Type', 'History Code'])).toBeNull();
    expect(detectBallotLayout(['LEO', '100000001', 'Smith', '', 'Ann'])).toBeNull();
  });

  it('refuses a ballot file without a column it needs', () => {
    expect(() => detectBallotLayout(['Voter ID', 'Ballot Status', 'Status Date'])).toThrow(
      'has no "Election Date" column',
    );
  });

  it('reads the Florida codes: a reason makes a returned ballot rejected with the cure deadline', () => {
    const layout = detectBallotLayout([
      'FVRSVoterIdNumber',
      'ElectionDate',
      'AbsenteeRequestStatus',
      'LastAbsRecordChangeDate',
      'AbsenteeRejectionReason',
    ]);
    if (!layout) throw new Error('not recognised');
    expect(parseBallotRow(['1', '11/03/2026', 'V', '10/30/2026', 'No signature'], layout, 7)).toEqual({
      entry: {
        rowNumber: 7,
        voterId: '1',
        electionDate: '2026-11-03',
        status: 'rejected',
        statusDate: '2026-10-30',
        reason: 'No signature',
        cureDeadline: '2026-11-05',
      },
    });
    expect(parseBallotRow(['1', '11/03/2026', 'C', '10/30/2026', ''], layout, 8)).toBeNull();
    expect(parseBallotRow(['1', '13/45/2026', 'S', '', ''], layout, 9)).toEqual({
      error: 'Election Date "13/45/2026" is not a date (MM/DD/YYYY)',
    });
  });
});
