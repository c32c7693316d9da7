import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const payload of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(payload).replace(/^"/, '')).toMatch(/^'/);
    }
  });
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('O\'Brien, "Jr"')).toBe('"O\'Brien, ""Jr"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('María')).toBe('María');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
  });
  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('a,b\r\n');
  });
});
