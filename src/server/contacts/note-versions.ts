import { and, desc, eq, isNull } from 'drizzle-orm';
import { authorName } from '../../common/format.js';
import type { NoteVersion } from '../../common/schemas/contacts.js';
import type { Executor } from '../db/client.js';
import { auditLogs, users } from '../db/schema/index.js';

/** How many of a contact's note changes the profile carries, newest first. */
export const NOTE_VERSIONS_MAX = 20;

/**
 * The note as each change left it, newest first, with who saved it and when: read from the audit rows that
 * update-contact.ts already writes for every note change (no second copy of the text). An entry an admin hid
 * from the timeline is left out here too.
 */
export async function noteVersionsOf(db: Executor, contactId: string): Promise<NoteVersion[]> {
  const rows = await db
    .select({
      note: auditLogs.newValue,
      at: auditLogs.createdAt,
      // Starts with the never-null id: a left-joined user without a first name is still a user.
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .where(
      and(
        eq(auditLogs.contactId, contactId),
        eq(auditLogs.tableName, 'contacts'),
        eq(auditLogs.fieldName, 'notes'),
        isNull(auditLogs.hiddenAt),
      ),
    )
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(NOTE_VERSIONS_MAX);
  return rows.map((r) => ({
    note: r.note,
    by: r.user ? authorName(r.user) : 'Deleted user',
    at: r.at.toISOString(),
  }));
}
