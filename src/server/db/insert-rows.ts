/**
 * Bulk INSERT through unnest(): one array parameter per column, however many rows. Measured on 20,000
 * voters it loads 4–5× faster than Drizzle's multi-row VALUES: the
 * statement stays short to build and to parse, and there is no 65,535-parameter limit on the batch size.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (<keys>) select … from unnest($1::text[], …)`; append `on conflict …` or
 * `returning …` to the result. Every column travels as text[] (node-postgres sends no arrays of enums
 * itself) and is cast back to its type in the select list.
 */
export function insertRowsSql<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  keys: readonly K[],
  rows: readonly Pick<T['$inferInsert'], K>[],
): SQL {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return column;
  });
  const arrays = keys.map((key, i) => {
    const column = columns[i] as PgColumn;
    const values = rows.map((row) => {
      const value = row[key];
      if (value === null || value === undefined) return null;
      const driverValue = column.mapToDriverValue(value);
      return typeof driverValue === 'string' ? driverValue : String(driverValue);
    });
    return sql`${sql.param(values)}::text[]`;
  });
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const aliases = sql.join(
    columns.map((_, i) => sql.identifier(`c${i}`)),
    sql`, `,
  );
  const casts = sql.join(
    columns.map((column, i) => sql`${sql.identifier(`c${i}`)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${casts} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`;
}
