import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import type { Executor } from '../db/client.js';
import { auditLogs, contactEmails, contactPhones, contacts, users } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { PROFILE_OPEN_ACTION } from '../read-budgets/record-profile-open.js';
import { latestAnswersOf } from '../survey/answers.js';
import { attemptsOf } from './attempts-of.js';
import { ballotOf } from './ballot-of.js';
import { householdOf } from './household.js';
import { noteVersionsOf } from './note-versions.js';
import { presentContact } from './present-contact.js';
import { votingHistoryOf } from './voting-history.js';

export const CONTACT_NOT_FOUND = 'That contact does not exist (any more).';

export async function findContactRow(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(contacts).where(eq(contacts.id, id));
  return row;
}

/** Refuses (404) an id that names no contact, reading nothing else. */
export async function assertContactExists(db: Executor, id: string) {
  const [row] = isUuid(id)
    ? await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id))
    : [];
  if (!row) throw new NotFoundError(CONTACT_NOT_FOUND);
}

/**
 * The profile: the contact, its phones and emails (public first), and its visible history newest first.
 * Who opened the profile (audit action "view") is shown to admins only.
 */
export async function getContact(db: Executor, id: string, { withViews = false } = {}) {
  const contact = await findContactRow(db, id);
  if (!contact) throw new NotFoundError(CONTACT_NOT_FOUND);
  const [phones, emails, audit, household, votingHistory, attempts, latestAnswers, noteVersions, ballot] =
    await Promise.all([
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
          // Starts with the never-null id: Drizzle reads a left-joined object whose first column is null
          // as a missing row, and a user with no first name would show as "Deleted user".
          user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.userId))
        // Entries an admin hid stay in the audit log, and so does the record of hiding them.
        .where(
          and(
            eq(auditLogs.contactId, id),
            isNull(auditLogs.hiddenAt),
            ne(auditLogs.tableName, 'audit_logs'),
            withViews ? undefined : ne(auditLogs.action, PROFILE_OPEN_ACTION),
          ),
        )
        .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
        .limit(200),
      householdOf(db, id),
      votingHistoryOf(db, id),
      attemptsOf(db, id),
      latestAnswersOf(db, id),
      noteVersionsOf(db, id),
      ballotOf(db, id),
    ]);
  return presentContact(
    contact,
    phones,
    emails,
    audit.map((a) => ({ log: a.log, user: a.user })),
    household,
    votingHistory,
    attempts,
    latestAnswers,
    noteVersions,
    ballot,
  );
}
