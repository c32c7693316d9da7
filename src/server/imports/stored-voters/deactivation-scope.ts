/** Which contacts a full refresh may mark inactive when they are missing from the file (over `contacts c`). */
import { sql } from 'drizzle-orm';

/**
 * All of them, or, for a folder of county files read as one refresh, those whose county is one of the files'
 * (a county whose file was not given keeps its voters active; so does a contact no county file has listed yet).
 */
export const inCounties = (counties?: readonly string[]) =>
  counties ? sql`c.county_code = any(${sql.param([...counties])}::text[])` : sql`true`;
