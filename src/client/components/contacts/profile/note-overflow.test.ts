import { describe, expect, it } from 'vitest';
import { noteOverflow } from './note-overflow';

describe('noteOverflow', () => {
  it('is null for a note that fits, to the last character', () => {
    expect(noteOverflow('', 5)).toBeNull();
    expect(noteOverflow('abcde', 5)).toBeNull();
  });

  it('names the characters past the limit and how many', () => {
    expect(noteOverflow('abcdefgh', 5)).toEqual({ over: 3, dropped: 'fgh' });
  });

  it('keeps an emoji astride the limit whole in what does not fit', () => {
    expect(noteOverflow('abcd😀x', 5)).toEqual({ over: 2, dropped: '😀x' });
  });
});
