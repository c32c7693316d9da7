import { describe, expect, it } from 'vitest';
import { formatPercent, goalPercent } from './goal-progress';

describe('goalPercent', () => {
  it('is the share of the goal to one decimal, capped at 100', () => {
    expect(goalPercent(1, 3)).toBe(33.3);
    expect(goalPercent(250, 500)).toBe(50);
    expect(goalPercent(900, 500)).toBe(100);
    expect(goalPercent(0, 500)).toBe(0);
    expect(formatPercent(goalPercent(2, 3))).toBe('66.7%');
    expect(formatPercent(100)).toBe('100.0%');
  });
});
