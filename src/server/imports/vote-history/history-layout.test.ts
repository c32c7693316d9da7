import { describe, expect, it } from 'vitest';
import { blankFloridaRow, toCells } from '../file-formats/florida-layout.js';
import { detectHistoryLayout, parseHistoryRow } from './history-layout.js';

describe('recognising the voter history file', () => {
  it('takes a headerless row of the five Florida columns as the history file', () => {
    const layout = detectHistoryLayout(['LEO', '100000001', '11/05/2024', 'GEN', 'Y']);
    expect(layout).toMatchObject({ hasHeader: false, index: { 'Voter ID': 1, 'History Code': 4 } });
  });

  it('takes it even when its first row has a bad value, so that row is reported as a row, not the file as unknown', () => {
    for (const first of [
      ['LEO', '100000001', '11/05/2024', 'GEN', 'X'],
      ['LEO', '100000001', '2024-11-05', 'GEN', 'Y'],
      ['LEO', '100000001', '11/05/2024', 'XYZ', 'Y'],
    ])
      expect(detectHistoryLayout(first), first.join(' ')).toMatchObject({ hasHeader: false });
  });

  it('takes a header row naming the columns in any order, ignoring others', () => {
    const layout = detectHistoryLayout([
      'History Code',
      'Precinct',
      'voter_id',
      'ELECTION DATE',
      'Election Type',
    ]);
    expect(layout).toMatchObject({
      hasHeader: true,
      index: { 'History Code': 0, 'Voter ID': 2, 'Election Date': 3, 'Election Type': 4 },
      ignored: ['Precinct'],
    });
  });

  it('leaves a voter file to the voter import', () => {
    const voter = { ...blankFloridaRow(), 'County Code': 'LEO', 'Voter ID': '100000001' };
    expect(detectHistoryLayout(toCells(voter))).toBeNull();
    expect(detectHistoryLayout(['Voter ID', 'Name Last', 'Name First'])).toBeNull();
    // Five cells without a date where the history file has it: not the history layout.
    expect(detectHistoryLayout(['LEO', '100000001', 'Smith', 'GEN', 'Y'])).toBeNull();
  });

  it('refuses a history header without the voter ID, naming what is missing', () => {
    expect(() => detectHistoryLayout(['Election Date', 'History Code'])).toThrow(
      'This looks like a voter history file, but it has no "Voter ID" or "Election Type" column.',
    );
  });
});

describe('reading a history row', () => {
  const layout = detectHistoryLayout(['LEO', '100000001', '11/05/2024', 'GEN', 'Y']);
  if (!layout) throw new Error('no layout');
  it('reads dates as MM/DD/YYYY, YYYY-MM-DD or an Excel serial, types and codes in any case', () => {
    expect(parseHistoryRow(['LEO', ' 100 ', '11/05/2024', 'gen', 'y'], layout)).toEqual({
      entry: { voterId: '100', electionDate: '2024-11-05', electionType: 'GEN', historyCode: 'Y' },
    });
    expect(parseHistoryRow(['LEO', '100', '2024-11-05', 'PRI', 'A'], layout)).toMatchObject({
      entry: { electionDate: '2024-11-05' },
    });
    expect(parseHistoryRow(['LEO', '100', '45601', 'PRI', 'A'], layout)).toMatchObject({
      entry: { electionDate: '2024-11-05' },
    });
  });

  it('says why a row is skipped, and passes over a blank one', () => {
    expect(parseHistoryRow(['LEO', '', '11/05/2024', 'GEN', 'Y'], layout)).toEqual({ error: 'No voter ID' });
    expect(parseHistoryRow(['LEO', '1', '02/30/2024', 'GEN', 'Y'], layout)).toEqual({
      error: 'Election Date "02/30/2024" is not a date (MM/DD/YYYY)',
    });
    expect(parseHistoryRow(['LEO', '1', '11/05/2024', 'XYZ', 'Y'], layout)).toEqual({
      error: 'Election Type "XYZ" is not one of GEN, PRI, PPP, RUN, OTH',
    });
    expect(parseHistoryRow(['LEO', '1', '11/05/2024', 'GEN', 'X'], layout)).toEqual({
      error: 'History Code "X" is not one of A, B, E, N, P, Y',
    });
    expect(parseHistoryRow(['', '', '', '', ''], layout)).toBeNull();
  });
});
