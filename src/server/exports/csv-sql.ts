/**
 * The database writes CSV lines itself for large exports (4-5x faster than sending values to Node and
 * quoting them there). These expressions follow csv.ts's csvCell rule for rule — formula neutralising,
 * then quoting — and csv-sql.int.test.ts checks that both give the same cell for the same value.
 */
import { type SQL, sql } from 'drizzle-orm';

/** One CSV cell from a text expression: empty for null, "'" before a formula start, quoted when needed. */
export function csvCellSql(value: SQL): SQL {
  const safe = sql`(CASE WHEN ${value} ~ '^[=+@\t\r-]' THEN '''' || ${value} ELSE ${value} END)`;
  return sql`(CASE WHEN ${value} IS NULL THEN ''
    WHEN ${safe} ~ '[",\r\n]' OR ${safe} ~ '^[[:space:]]|[[:space:]]$' THEN '"' || replace(${safe}, '"', '""') || '"'
    ELSE ${safe} END)`;
}

/** A whole CSV line (without its line break) from text expressions. */
export const csvLineSql = (values: SQL[]) =>
  sql`(${sql.join(
    values.map((v) => csvCellSql(v)),
    sql` || ',' || `,
  )})`;
