import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database.js';
import { csvRow } from './csv.js';
import { csvLineOrValuesSql } from './csv-sql.js';

const t = setupTestDatabase();

/** Values csvCell leaves as they are: the database must write these lines itself. */
const PLAIN = ['plain', 'María Núñez', "O'Brien", '32301-1234', '(850) 555-0142', 'a-b', 'x=y', ''];
/** Values csvCell changes: these rows must come back as values for csvRow. */
const TRICKY = [
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
  'no-break space\u00a0',
  'unit\u001fseparator',
  '=HYPERLINK("http://evil.example","click")',
];

async function exported(value: string | null) {
  const { select, lateral } = csvLineOrValuesSql([sql`v.a`, sql`v.b`, sql`v.c`]);
  const result = await t.db.execute(
    sql`select ${select} from (select 'first'::text as a, ${value}::text as b, null::text as c) v ${lateral}`,
  );
  const [row] = (result as unknown as { rows: { line: string | null; values: unknown[] | null }[] }).rows;
  if (!row) throw new Error('no row');
  return row;
}

describe('csvLineOrValuesSql', () => {
  it('lets the database write plain rows, exactly as csvRow would', async () => {
    for (const value of [...PLAIN, null]) {
      const row = await exported(value);
      expect(row.line, JSON.stringify(value)).not.toBeNull();
      expect(`${row.line}\r\n`, JSON.stringify(value)).toBe(csvRow(['first', value, null]));
    }
  });

  it('hands every row csvCell would change back as values', async () => {
    for (const value of TRICKY) {
      const row = await exported(value);
      expect(row.line, JSON.stringify(value)).toBeNull();
      expect(row.values, JSON.stringify(value)).toEqual(['first', value, null]);
    }
  });
});
