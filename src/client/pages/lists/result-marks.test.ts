import { describe, expect, it } from 'vitest';
import type { ListMember } from '../../../common/schemas/lists.js';
import { earlierMark, recordedMark } from './result-marks';

const member = (fields: Partial<ListMember>) =>
  ({
    lastResult: null,
    lastAttemptAt: null,
    lastAttemptBy: null,
    earlierResult: null,
    earlierAttemptAt: null,
    earlierChannel: null,
    ...fields,
  }) as ListMember;

describe('recordedMark', () => {
  const at = new Date(2026, 10, 3, 16, 12).toISOString();
  it('names the result as the list’s channel does, with who and the time on the day it was recorded', () => {
    const m = member({ lastResult: 'not-home', lastAttemptBy: 'Maria Tester', lastAttemptAt: at });
    expect(recordedMark(m, 'door', new Date(2026, 10, 3, 18))).toBe('Nobody home · Maria Tester, 4:12 PM');
    expect(recordedMark(m, 'phone', new Date(2026, 10, 3, 18))).toBe('No answer · Maria Tester, 4:12 PM');
    expect(recordedMark(member({ ...m, lastResult: 'left-message' }), 'door', new Date(2026, 10, 3))).toBe(
      'Left literature · Maria Tester, 4:12 PM',
    );
  });

  it('gives the date too on a later day, and nothing before any result', () => {
    const m = member({ lastResult: 'talked', lastAttemptBy: 'Maria Tester', lastAttemptAt: at });
    expect(recordedMark(m, 'door', new Date(2026, 10, 4, 9))).toBe(
      'Talked · Maria Tester, Nov 3, 2026, 4:12 PM',
    );
    expect(recordedMark(member({}), 'door')).toBeNull();
  });
});

describe('earlierMark', () => {
  const at = new Date(2026, 10, 3, 16, 12).toISOString();
  it('marks a voter reached by another channel, counted or not', () => {
    const talked = member({ earlierResult: 'talked', earlierChannel: 'door', earlierAttemptAt: at });
    expect(earlierMark(talked, 'phone')).toBe('Talked at the door on 11/03');
    expect(earlierMark({ ...talked, lastResult: 'not-home' }, 'phone')).toBe('Talked at the door on 11/03');
    expect(
      earlierMark(
        member({ earlierResult: 'not-home', earlierChannel: 'phone', earlierAttemptAt: at }),
        'door',
      ),
    ).toBe('No answer by phone on 11/03');
  });

  it('says "Last time" for the list’s own channel before any result here (a page kept by an earlier version too)', () => {
    const before = member({ earlierResult: 'not-home', earlierChannel: 'door', earlierAttemptAt: at });
    expect(earlierMark(before, 'door')).toBe('Last time: Nobody home · Nov 3, 2026');
    expect(earlierMark({ ...before, earlierChannel: undefined }, 'door')).toBe(
      'Last time: Nobody home · Nov 3, 2026',
    );
    expect(earlierMark({ ...before, lastResult: 'talked' }, 'door')).toBeNull();
    expect(earlierMark(member({}), 'door')).toBeNull();
  });
});
