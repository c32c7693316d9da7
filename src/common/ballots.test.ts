import { describe, expect, it } from 'vitest';
import { ballotLine } from './ballots.js';

describe('ballotLine', () => {
  it('says what happened to the ballot as the profile shows it', () => {
    const line = (status: Parameters<typeof ballotLine>[0]['status'], extra = {}) =>
      ballotLine({ status, statusDate: '2026-10-28', reason: null, cureDeadline: null, ...extra });
    expect(line('accepted')).toBe('Mail ballot returned 10/28 · accepted');
    expect(line('early', { statusDate: '2026-11-01' })).toBe('Voted early 11/01');
    expect(
      line('rejected', {
        statusDate: '2026-10-30',
        reason: 'Signature does not match',
        cureDeadline: '2026-11-06',
      }),
    ).toBe('Ballot rejected 10/30: signature does not match — cure by 11/06');
    expect(line('rejected', { statusDate: null })).toBe('Ballot rejected');
    expect(line('mailed')).toBe('Mail ballot mailed 10/28 · not returned yet');
  });
});
