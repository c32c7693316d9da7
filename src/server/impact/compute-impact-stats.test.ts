import { describe, expect, it } from 'vitest';
import { toBreakdown } from './compute-impact-stats.js';

describe('toBreakdown', () => {
  it('sums parties largest first, keeps the age bands in order, shows Unknown only when used', () => {
    const groups = [
      { party: 'REP', ageRange: '65+', supporters: 1, volunteers: 0 },
      { party: 'DEM', ageRange: '18-29', supporters: 2, volunteers: 1 },
      { party: 'DEM', ageRange: 'Unknown', supporters: 1, volunteers: 0 },
    ];
    expect(toBreakdown(groups, 'supporters')).toEqual({
      total: 4,
      byParty: [
        { party: 'DEM', count: 3, percentage: 75 },
        { party: 'REP', count: 1, percentage: 25 },
      ],
      byAge: [
        { ageRange: '18-29', count: 2, percentage: 50 },
        { ageRange: '30-44', count: 0, percentage: 0 },
        { ageRange: '45-64', count: 0, percentage: 0 },
        { ageRange: '65+', count: 1, percentage: 25 },
        { ageRange: 'Unknown', count: 1, percentage: 25 },
      ],
    });
    expect(toBreakdown(groups, 'volunteers').byAge.map((b) => b.ageRange)).toEqual([
      '18-29',
      '30-44',
      '45-64',
      '65+',
    ]);
  });
});
