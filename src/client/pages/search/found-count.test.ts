import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '../../../common/constants.js';
import { shownTotal } from './found-count';

describe('the number of matches over the search results', () => {
  it('is exact below and at the cap', () => {
    expect(shownTotal(1, false)).toBe('1');
    expect(shownTotal(9_999, false)).toBe('9,999');
    expect(shownTotal(SEARCH_COUNT_CAP, false)).toBe('10,000');
  });

  it('is "10,000+" when the server stopped counting at the cap', () => {
    expect(shownTotal(SEARCH_COUNT_CAP, true)).toBe('10,000+');
  });
});
