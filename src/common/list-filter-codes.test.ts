import { describe, expect, it } from 'vitest';
import { listFilters } from './schemas/lists.js';

describe('a list’s voter-file codes sent as a JSON list, not as text', () => {
  it('is refused with what to send instead, naming the filter', () => {
    const parsed = listFilters.safeParse({ precinct: ['1106'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Precinct: send the values as one text, separated by commas',
    ]);
  });

  it('reads the same codes as text', () => {
    expect(listFilters.parse({ precinct: '1101, 1102' }).precinct).toEqual(['1101', '1102']);
  });
});
