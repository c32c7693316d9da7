import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { isUuid } from '../../shared/schemas/common.js';
import type { Executor } from '../db/client.js';
import { auditLogs, contactEmails, contactPhones, contacts, users } from '../db/schema/index.js';
import { notFound } from '../http/http-error.js';
import { presentContact } from './present-contact.js';

export const CONTACT_NOT_FOUND = 'That contact does not exist (any more).';

export async function findContactRow(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

/** The profile: the contact, its phones and emails (public first), and its visible history newest first. */
export async function getContact(db: Executor, id: string) {
  const contact = await findContactRow(db, id);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  const [phones, emails, audit] = await Promise.all([
    db
      .select()
      .from(contactPhones)
      .where(eq(contactPhones.contactId, id))
      .orderBy(desc(contactPhones.isBaselineData), asc(contactPhones.createdAt)),
    db
      .select()
      .from(contactEmails)
      .where(eq(contactEmails.contactId, id))
      .orderBy(desc(contactEmails.isBaselineData), asc(contactEmails.createdAt)),
    db
      .select({
        log: auditLogs,
        user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      // Entries an admin hid stay in the audit log, and so does the record of hiding them.
      .where(
        and(eq(auditLogs.contactId, id), isNull(auditLogs.hiddenAt), ne(auditLogs.tableName, 'audit_logs')),
      )
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(200),
  ]);
  return presentContact(
    contact,
    phones,
    emails,
    audit.map((a) => ({ log: a.log, user: a.user?.email ? a.user : null })),
  );
}
