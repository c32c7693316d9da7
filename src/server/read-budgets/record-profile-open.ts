import { recordAudit } from '../audit/record-audit.js';
import type { Executor } from '../db/client.js';

/** The audit action of an opened profile: admins see who read a contact, in its timeline and the audit log. */
export const PROFILE_OPEN_ACTION = 'view';

export async function recordProfileOpen(db: Executor, userId: string, contactId: string) {
  await recordAudit(db, {
    action: PROFILE_OPEN_ACTION,
    tableName: 'contacts',
    recordId: contactId,
    contactId,
    userId,
    fieldName: 'profile',
  });
}
