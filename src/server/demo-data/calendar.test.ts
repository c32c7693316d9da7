import { describe, expect, it } from 'vitest';
import { dayNumber, formatUsDate, yearsBefore } from './calendar.js';

describe('calendar', () => {
  it('counts back whole years, turning Feb 29 into Feb 28 in a common year', () => {
    expect(yearsBefore([2026, 10, 22], 18)).toEqual([2008, 10, 22]);
    expect(yearsBefore([2028, 1, 29], 18)).toEqual([2010, 1, 28]);
    expect(yearsBefore([2028, 1, 29], 20)).toEqual([2008, 1, 29]);
  });

  it('numbers days and writes them as MM/DD/YYYY', () => {
    expect(dayNumber([1970, 0, 1])).toBe(0);
    expect(formatUsDate(dayNumber([1996, 1, 29]))).toBe('02/29/1996');
    expect(formatUsDate(dayNumber([1997, 1, 29]))).toBe('03/01/1997');
  });
});
