import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database.js';
import { csvCell } from './csv.js';
import { csvCellSql } from './csv-sql.js';

const t = setupTestDatabase();

const TRICKY = [
  null,
  '',
  'plain',
  'María Núñez',
  "O'Brien",
  '=SUM(A1:A9)',
  '+1 850 555 0142',
  '-5',
  '@handle',
  '\tindented',
  '\rreturn',
  'a,b',
  'say "hi"',
  'two\nlines',
  ' leading space',
  'trailing space ',
  '=HYPERLINK("http://evil.example","click")',
];

describe('csvCellSql', () => {
  it('gives exactly the cell csvCell gives, for every kind of value', async () => {
    for (const value of TRICKY) {
      const result = await t.db.execute(sql`select ${csvCellSql(sql`${value}::text`)} as cell`);
      const [row] = (result as unknown as { rows: { cell: string }[] }).rows;
      expect(row?.cell, JSON.stringify(value)).toBe(csvCell(value));
    }
  });
});
