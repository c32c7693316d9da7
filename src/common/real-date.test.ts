import { describe, expect, it } from 'vitest';
import { isRealDate } from './real-date.js';

describe('isRealDate', () => {
  it('takes days of the calendar, leap days included', () => {
    expect(isRealDate('2026-01-31')).toBe(true);
    expect(isRealDate('2028-02-29')).toBe(true);
  });

  it('refuses days no calendar has', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(isRealDate(day), day).toBe(false);
  });
});
