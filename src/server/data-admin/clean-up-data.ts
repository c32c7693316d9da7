/**
 * Data Cleanup: removes exact-duplicate phones (same digits) and emails (same address, any case) on a
 * contact, keeping the public one, then the primary, then the oldest; and trims stray whitespace from
 * contacts' text fields and from emails. One transaction, one audit row with the counts.
 */
import { sql } from 'drizzle-orm';
import { CONTACT_FIELDS, type ContactFieldDefinition } from '../../common/contact-fields.js';
import type { CleanupReport } from '../../common/schemas/database.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db, Tx } from '../db/client.js';
import { oneRow } from '../db/rows.js';

/** The free-text columns of contacts: the registry's text fields that the voter file or a volunteer fills. */
const TRIMMED_COLUMNS = (Object.values(CONTACT_FIELDS) as ContactFieldDefinition[])
  .filter((field) => field.type === 'text' && field.data !== 'system')
  .map((field) => field.column);

async function count(tx: Tx, query: ReturnType<typeof sql>) {
  const { n } = await oneRow<{ n: number }>(
    tx,
    sql`with changed as (${query} returning 1) select count(*)::int as n from changed`,
  );
  return n;
}

export async function cleanUpData(db: Db, adminId: string): Promise<CleanupReport> {
  return db.transaction(async (tx) => {
    const duplicatePhonesRemoved = await count(
      tx,
      sql`delete from contact_phones where id in (
        select id from (select id, row_number() over (
            partition by contact_id, regexp_replace(phone_number, '[^0-9]', '', 'g')
            order by is_baseline_data desc, is_primary desc, created_at, id) as n
          from contact_phones) d where d.n > 1)`,
    );
    const duplicateEmailsRemoved = await count(
      tx,
      sql`delete from contact_emails where id in (
        select id from (select id, row_number() over (
            partition by contact_id, lower(btrim(email))
            order by is_baseline_data desc, is_primary desc, created_at, id) as n
          from contact_emails) d where d.n > 1)`,
    );
    const set = TRIMMED_COLUMNS.map((c) => `${c} = btrim(${c})`).join(', ');
    const untrimmed = TRIMMED_COLUMNS.map((c) => `${c} <> btrim(${c})`).join(' or ');
    const contactsTrimmed = await count(
      tx,
      sql.raw(`update contacts set ${set}, updated_at = now() where ${untrimmed}`),
    );
    const emailsTrimmed = await count(
      tx,
      sql`update contact_emails set email = btrim(email) where email <> btrim(email)`,
    );
    const counts = { duplicatePhonesRemoved, duplicateEmailsRemoved, contactsTrimmed, emailsTrimmed };
    await recordAudit(tx, { action: 'cleanup', tableName: 'database', userId: adminId, metadata: counts });
    return {
      message: `Data cleanup finished: removed ${duplicatePhonesRemoved} duplicate phone numbers and ${duplicateEmailsRemoved} duplicate emails, trimmed ${contactsTrimmed} contacts and ${emailsTrimmed} emails.`,
      ...counts,
    };
  });
}
