import { describe, expect, it } from 'vitest';
import { rowProblemsCsv } from './row-problems-csv';

describe('rowProblemsCsv', () => {
  it('lists row and reason, quoting commas and quotes and defusing formulas', () => {
    expect(
      rowProblemsCsv([
        { row: 2, message: 'No voter ID' },
        { row: 7, message: 'Phone "12", too short' },
        { row: 9, message: '=HYPERLINK("x")' },
      ]),
    ).toBe('Row,Reason\r\n2,No voter ID\r\n7,"Phone ""12"", too short"\r\n9,"\'=HYPERLINK(""x"")"');
  });
});
