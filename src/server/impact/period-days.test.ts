import { describe, expect, it } from 'vitest';
import { campaignToday, daysBetween } from './period-days.js';

describe('campaignToday', () => {
  it('is the calendar day in the campaign’s zone, not the server’s', () => {
    const lateEvening = new Date('2026-11-04T03:30:00Z'); // 10:30 PM on Nov 3 in New York
    expect(campaignToday('America/New_York', lateEvening)).toBe('2026-11-03');
    expect(campaignToday('UTC', lateEvening)).toBe('2026-11-04');
    expect(campaignToday('Asia/Kolkata', new Date('2026-11-03T18:29:00Z'))).toBe('2026-11-03');
    expect(campaignToday('Asia/Kolkata', new Date('2026-11-03T18:30:00Z'))).toBe('2026-11-04');
  });
});

describe('daysBetween', () => {
  it('lists every day, both ends included, across a month and a clock change', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysBetween('2026-11-02', '2026-11-02')).toEqual(['2026-11-02']);
  });
});
