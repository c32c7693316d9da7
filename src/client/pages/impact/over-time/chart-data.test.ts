import { describe, expect, it } from 'vitest';
import type { ImpactDay } from '../../../../common/schemas/impact-days.js';
import { attemptsByResult, shortDay, supportersPerDay } from './chart-data';

const day = (d: string, extra: Partial<ImpactDay> = {}): ImpactDay => ({
  day: d,
  doors: {},
  calls: {},
  confirmedSupporters: 0,
  likelySupporters: 0,
  ...extra,
});

describe('attemptsByResult', () => {
  it('has a row for every day, zeros included, and a series for each result met, named for the channel', () => {
    const days = [
      day('2026-11-01', { doors: { 'left-message': 2, talked: 1 }, calls: { 'not-home': 4 } }),
      day('2026-11-02'),
      day('2026-11-03', { doors: { 'not-home': 3 } }),
    ];
    const doors = attemptsByResult(days, 'doors');
    expect(doors.series.map((s) => s.label)).toEqual(['Talked', 'Nobody home', 'Left literature']);
    expect(doors.rows).toEqual([
      { day: '2026-11-01', label: 'Nov 1', talked: 1, 'not-home': 0, 'left-message': 2, total: 3 },
      { day: '2026-11-02', label: 'Nov 2', talked: 0, 'not-home': 0, 'left-message': 0, total: 0 },
      { day: '2026-11-03', label: 'Nov 3', talked: 0, 'not-home': 3, 'left-message': 0, total: 3 },
    ]);
    expect(doors.total).toBe(6);
    const calls = attemptsByResult(days, 'calls');
    expect(calls.series.map((s) => s.label)).toEqual(['No answer']);
    expect(calls.total).toBe(4);
  });
});

describe('supportersPerDay', () => {
  it('sums confirmed and likely supporters per day and over the period', () => {
    const s = supportersPerDay([
      day('2026-03-08', { confirmedSupporters: 2, likelySupporters: 1 }),
      day('2026-03-09', { confirmedSupporters: 1 }),
    ]);
    expect(s.rows.map((r) => [r.label, r.total])).toEqual([
      ['Mar 8', 3],
      ['Mar 9', 1],
    ]);
    expect([s.confirmed, s.likely]).toEqual([3, 1]);
  });

  it('shows a calendar day as written', () => {
    expect(shortDay('2026-12-31')).toBe('Dec 31');
  });
});
