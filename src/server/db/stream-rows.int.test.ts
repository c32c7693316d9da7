import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database.js';
import { firstRow } from './rows.js';

const t = setupTestDatabase();

const numbers = (upTo: number, above = 0) =>
  sql`select n from generate_series(1, ${upTo}) n where n > ${above} order by n`;

describe('streamRows', () => {
  it('reads a result in batches, with parameters, in order', async () => {
    const batches: number[][] = [];
    for await (const batch of t.database.streamRows(numbers(7, 1), 2))
      batches.push(batch.map((r) => Number(r.n)));
    expect(batches).toEqual([
      [2, 3],
      [4, 5],
      [6, 7],
    ]);
  });

  it('leaves the database usable when the reader stops early, and lets other queries run between batches', async () => {
    for (let round = 0; round < 3; round++) {
      for await (const batch of t.database.streamRows(numbers(100), 10)) {
        const other = await firstRow<{ answer: number }>(t.db, sql`select 41 + 1 as answer`);
        expect(other?.answer).toBe(42);
        if (Number(batch[0]?.n) > 20) break;
      }
    }
    // Nothing is left behind: no cursor and no connection idle in a transaction.
    const left = await firstRow<{ cursors: number; idle: number }>(
      t.db,
      sql`
      select (select count(*) from pg_cursors where name like 'gw_stream_%')::int as cursors,
             (select count(*) from pg_stat_activity
              where datname = current_database() and state like 'idle in transaction%')::int as idle`,
    );
    expect(left).toEqual({ cursors: 0, idle: 0 });
  });
});
