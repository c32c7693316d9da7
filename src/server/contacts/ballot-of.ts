/**
 * A contact's ballot for the profile (PRODUCT.md, Election season): their row for the election under way (the
 * latest election a ballot file named), with the latest file of the source that set it.
 */
import { sql } from 'drizzle-orm';
import type { ContactProfile } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { LATEST_BALLOT_ELECTION } from '../elections/latest-election.js';

export async function ballotOf(db: Executor, contactId: string): Promise<ContactProfile['ballot']> {
  const row = await firstRow<NonNullable<ContactProfile['ballot']>>(
    db,
    sql`SELECT b.election_date::text AS "electionDate", b.status, b.status_date::text AS "statusDate", b.reason,
      b.cure_deadline::text AS "cureDeadline", f.file_name AS "fileName",
      to_char(f.imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "importedAt"
    FROM ballots b LEFT JOIN ballot_files f ON f.election_date = b.election_date AND f.source = b.source
    WHERE b.contact_id = ${contactId}::uuid AND b.election_date = ${LATEST_BALLOT_ELECTION}`,
  );
  return row ?? null;
}
