import { describe, expect, it } from 'vitest';
import { nextUnattempted } from './next-unattempted';

describe('nextUnattempted', () => {
  it('brings the first card after the one done that has no result', () => {
    expect(
      nextUnattempted({
        attempted: [true, false, true, false],
        after: 1,
        page: 1,
        nextPage: 2,
        searchFrom: null,
      }),
    ).toEqual({ kind: 'scroll', index: 3 });
  });

  it('opens the next page when this page has no card left', () => {
    expect(
      nextUnattempted({ attempted: [true, true], after: -1, page: 2, nextPage: 3, searchFrom: null }),
    ).toEqual({ kind: 'page', page: 3, searchFrom: 2 });
  });

  it('goes back to the first page from the last, where doors skipped earlier wait', () => {
    expect(
      nextUnattempted({ attempted: [true, true], after: -1, page: 4, nextPage: null, searchFrom: 3 }),
    ).toEqual({ kind: 'page', page: 1, searchFrom: 3 });
  });

  it('comes back to the page the search began on, for the doors before the one just done', () => {
    expect(nextUnattempted({ attempted: [true], after: -1, page: 2, nextPage: 3, searchFrom: 3 })).toEqual({
      kind: 'page',
      page: 3,
      searchFrom: 3,
    });
    expect(
      nextUnattempted({ attempted: [false, true, true], after: -1, page: 3, nextPage: 4, searchFrom: 3 }),
    ).toEqual({ kind: 'scroll', index: 0 });
  });

  it('finds a door skipped earlier on a list of one page', () => {
    expect(
      nextUnattempted({
        attempted: [true, false, true, true],
        after: 3,
        page: 1,
        nextPage: null,
        searchFrom: null,
      }),
    ).toEqual({ kind: 'scroll', index: 1 });
  });

  it('stops when every page has been looked at once', () => {
    expect(
      nextUnattempted({ attempted: [true, true], after: -1, page: 3, nextPage: 4, searchFrom: 3 }),
    ).toEqual({ kind: 'none' });
    expect(
      nextUnattempted({ attempted: [true], after: -1, page: 1, nextPage: null, searchFrom: null }),
    ).toEqual({ kind: 'none' });
  });
});
