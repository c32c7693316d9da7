/**
 * The wipe (confirmed by typing DELETE): every contact with its phones, emails, network entries, vote history,
 * ballots and the audit rows about contacts, the elections of the history and ballot files, and every export (its files hold
 * contacts), in one transaction. Users, settings and the rest of the audit log stay, and a new audit row records
 * who wiped how much.
 */
import { sql } from 'drizzle-orm';
import { WIPE_CONFIRMATION_WORD } from '../../common/constants.js';
import { WIPE_CONFIRMATION_MESSAGE, type WipeResponse } from '../../common/schemas/database.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db, Tx } from '../db/client.js';
import { oneRow } from '../db/rows.js';
import { InvalidInputError } from '../errors.js';
import { removeAllExports, removeExportFilesOnDisk } from '../exports/remove-all-exports.js';
import { forgetChangeRecords } from '../imports/stored-voters/change-records.js';

async function deleted(tx: Tx, statement: string) {
  const { n } = await oneRow<{ n: number }>(
    tx,
    sql.raw(`with gone as (${statement} returning 1) select count(*)::int as n from gone`),
  );
  return n;
}

export async function wipeContacts(db: Db, adminId: string, confirmation: unknown): Promise<WipeResponse> {
  if (confirmation !== WIPE_CONFIRMATION_WORD) throw new InvalidInputError(WIPE_CONFIRMATION_MESSAGE);
  const { response, exportFiles } = await db.transaction(async (tx) => {
    const exports = await removeAllExports(tx);
    const counts = {
      phones: await deleted(tx, 'delete from contact_phones'),
      emails: await deleted(tx, 'delete from contact_emails'),
      networkEntries: await deleted(tx, 'delete from user_networks'),
      auditEntries: await deleted(
        tx,
        `delete from audit_logs where contact_id is not null
           or table_name in ('contacts', 'contact_phones', 'contact_emails', 'user_networks')`,
      ),
      contacts: await deleted(tx, 'delete from contacts'),
      exports: exports.count,
    };
    // Their vote history went with them (cascade); the elections the history files named go too, so the next
    // county's history starts its "last 4 general elections" afresh and "Voted in" offers none that are gone.
    await tx.execute(sql`delete from elections`);
    // Their ballots went with them too; the ballot files' elections go, so no election is "under way" any more.
    await tx.execute(sql`delete from ballot_files`);
    // No import can be undone on contacts that are gone.
    await forgetChangeRecords(tx);
    await recordAudit(tx, {
      action: 'wipe',
      // Not 'contacts': the next wipe removes contact rows, and this record must outlive it.
      tableName: 'database',
      userId: adminId,
      newValue: `${counts.contacts} contacts deleted`,
      metadata: counts,
    });
    return {
      response: {
        message:
          'Database wiped successfully: All contact data has been permanently deleted. You can now import new data.',
        deleted: counts,
      },
      exportFiles: exports.filePaths,
    };
  });
  await removeExportFilesOnDisk(exportFiles);
  return response;
}
