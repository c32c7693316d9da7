import { describe, expect, it } from 'vitest';
import { attemptContactChanges } from './attempt-effects.js';

describe('attemptContactChanges', () => {
  it('carries the statuses the volunteer chose', () => {
    expect(
      attemptContactChanges({
        result: 'talked',
        supporterStatus: 'likely-supporter',
        volunteerLikeliness: 'confirmed-volunteer',
      }),
    ).toEqual({ supporterStatus: 'likely-supporter', volunteerLikeliness: 'confirmed-volunteer' });
  });

  it('sets the flag a result stands for', () => {
    expect(attemptContactChanges({ result: 'moved' })).toEqual({ moved: true });
    expect(attemptContactChanges({ result: 'deceased' })).toEqual({ deceased: true });
    expect(attemptContactChanges({ result: 'do-not-contact' })).toEqual({ doNotContact: true });
  });

  it('changes nothing for a result that says nothing about the voter', () => {
    expect(attemptContactChanges({ result: 'not-home' })).toEqual({});
    expect(attemptContactChanges({ result: 'wrong-number' })).toEqual({});
  });
});
