import { describe, expect, it } from 'vitest';
import { DEMO_ELECTIONS, generateHistory } from './generate-history.js';
import { generateVoters } from './generate-voters.js';

const today = new Date(2026, 0, 15);

describe('the demo voter history', () => {
  it('gives the same voters the same history, one row per election since registration', () => {
    const voters = [...generateVoters({ count: 200, seed: 3, today })];
    const a = [...generateHistory(voters, { seed: 3 })];
    expect([...generateHistory(voters, { seed: 3 })]).toEqual(a);
    const ids = new Set(voters.map((v) => v['Voter ID']));
    for (const [county, id, date, type, code] of a) {
      expect(county).toBe('LEO');
      expect(ids.has(id)).toBe(true);
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(['GEN', 'PRI', 'PPP']).toContain(type);
      expect(['A', 'B', 'E', 'N', 'P', 'Y']).toContain(code);
    }
    expect(a.length).toBeLessThanOrEqual(voters.length * DEMO_ELECTIONS.length);
    // Some voted and some did not.
    expect(a.some((r) => r[4] === 'N')).toBe(true);
    expect(a.some((r) => r[4] !== 'N')).toBe(true);
  });

  it('gives every voter every election when asked (benchmarks)', () => {
    const voters = [...generateVoters({ count: 50, seed: 1, today })];
    expect([...generateHistory(voters, { allElections: true })]).toHaveLength(50 * DEMO_ELECTIONS.length);
  });
});
