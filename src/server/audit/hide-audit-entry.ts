/**
 * The admin's delete icon on a timeline entry. Audit rows are append-only, so the entry is hidden from
 * the contact's timeline, not destroyed: the row keeps its values plus who hid it and when, and the
 * hiding is itself an audit row (decision 0109, docs/decisions/0109-audit-rows-hidden-not-deleted.md).
 */
import { eq } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import type { Db } from '../db/client.js';
import { auditLogs, type UserRow } from '../db/schema/index.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import { recordAudit } from './record-audit.js';

export const AUDIT_ENTRY_NOT_FOUND = 'That activity entry does not exist (any more). Reload the profile.';

export async function hideAuditEntry(db: Db, admin: UserRow, id: string) {
  if (!isUuid(id)) throw new NotFoundError(AUDIT_ENTRY_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [entry] = await tx.select().from(auditLogs).where(eq(auditLogs.id, id)).for('update');
    if (!entry) throw new NotFoundError(AUDIT_ENTRY_NOT_FOUND);
    if (!entry.contactId || entry.tableName === 'audit_logs')
      throw new InvalidInputError("Only entries on a contact's Activity Timeline can be hidden.");
    if (entry.hiddenAt) return;
    await tx.update(auditLogs).set({ hiddenAt: new Date(), hiddenBy: admin.id }).where(eq(auditLogs.id, id));
    await recordAudit(tx, {
      action: 'hide',
      tableName: 'audit_logs',
      recordId: id,
      contactId: entry.contactId,
      userId: admin.id,
      fieldName: entry.fieldName,
      metadata: {
        hiddenEntry: {
          action: entry.action,
          tableName: entry.tableName,
          createdAt: entry.createdAt.toISOString(),
        },
      },
    });
  });
}
