/**
 * Fast CSV lines for large exports. Almost every voter-file value is plain text that CSV takes as it is,
 * so the database joins such a row's values itself (4-5x faster than sending values to Node); a row with
 * anything csvCell would change (a formula start, a quote, comma or line break, whitespace at either
 * end, the separator itself) comes as values instead, and csvRow formats it. The rules live in csv.ts.
 */
import { type SQL, sql } from 'drizzle-orm';

/** JS String.prototype.trim's whitespace, so "no whitespace at either end" means what csvCell means. */
const SPACE = String.raw`[[:space:]\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
/** Anything in a value that csvCell would quote or neutralise; \x1f separates the values. */
const NEEDS_CSV_CELL = String.raw`[",\r\n]|(^|\x1f)[=+@\t\r-]|(^|\x1f)${SPACE}|${SPACE}(\x1f|$)`;

/**
 * Select-list items `line` (the CSV line, or null when the row needs csvRow) and `values` (the row's
 * values as a JSON array, only for such rows), for text expressions over the FROM clause's tables.
 */
export function csvLineOrValuesSql(values: SQL[]): { select: SQL; lateral: SQL } {
  const raw = sql`concat_ws(chr(31), ${sql.join(
    values.map((v) => sql`coalesce(${v}, '')`),
    sql`, `,
  )})`;
  // OFFSET 0 keeps each subquery from being folded into the outer query, which would otherwise repeat the
  // whole line expression for every reference to it (measured 3x slower).
  const lateral = sql`CROSS JOIN LATERAL (
    SELECT r.raw, r.raw !~ ${sql.raw(`E'${NEEDS_CSV_CELL.replaceAll("'", "''")}'`)}
                  AND length(r.raw) - length(replace(r.raw, chr(31), '')) = ${sql.raw(String(values.length - 1))}
           AS plain
    FROM (SELECT ${raw} AS raw OFFSET 0) r
    OFFSET 0) csv`;
  const select = sql`CASE WHEN csv.plain THEN replace(csv.raw, chr(31), ',') END AS line,
    CASE WHEN NOT csv.plain THEN json_build_array(${sql.join(values, sql`, `)}) END AS values`;
  return { select, lateral };
}
