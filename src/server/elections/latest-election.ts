/** The election under way: the latest election a ballot file named (PRODUCT.md, Election season). */
import { sql } from 'drizzle-orm';

/** As a scalar subquery, evaluated once per statement; null when no ballot file was imported. */
export const LATEST_BALLOT_ELECTION = sql`(SELECT max(election_date) FROM ballot_files)`;
