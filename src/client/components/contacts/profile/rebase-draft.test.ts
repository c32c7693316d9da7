import { describe, expect, it } from 'vitest';
import { rebaseDraft } from './rebase-draft';

describe('a draft carried over someone else’s save', () => {
  it('keeps a typed text, and takes the saved text when nothing was typed', () => {
    expect(rebaseDraft('My note', '', 'Theirs')).toBe('My note');
    expect(rebaseDraft('', '', 'Theirs')).toBe('Theirs');
  });

  it('takes the saved value of each field left alone and keeps each field changed', () => {
    const started = { supporterStatus: 'unknown', volunteerLikeliness: 'unknown' };
    const draft = { supporterStatus: 'likely-supporter', volunteerLikeliness: 'unknown' };
    const saved = { supporterStatus: 'unknown', volunteerLikeliness: 'likely-to-volunteer' };
    expect(rebaseDraft(draft, started, saved)).toEqual({
      supporterStatus: 'likely-supporter',
      volunteerLikeliness: 'likely-to-volunteer',
    });
  });
});
