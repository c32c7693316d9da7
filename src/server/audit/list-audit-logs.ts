/** The admin's audit log: newest first, keyset-paginated on (created_at, id), with the acting user and the contact. */
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authorName } from '../../common/format.js';
import type { AuditLogEntry, AuditLogPage } from '../../common/schemas/audit.js';
import { isUuid } from '../../common/schemas/common.js';
import type { Executor } from '../db/client.js';
import { auditLogs, contacts, users } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';
import { readSettings } from '../settings/settings.js';

export interface AuditLogFilters {
  cursor?: string;
  limit: number;
  userId?: string;
  contactId?: string;
  contact?: string;
  action?: string;
  tableName?: string;
  from?: string;
  to?: string;
}

const BAD_CURSOR = 'That page of the audit log is no longer valid. Reload the audit log and try again.';

/** The cursor is the last entry's timestamp (to the microsecond, as text) and id. */
const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && isUuid(String(value[1])))
      if (!Number.isNaN(Date.parse(value[0]))) return [value[0], value[1]];
  } catch {
    // falls through to the 400 below
  }
  throw new InvalidInputError(BAD_CURSOR);
}

const hider = alias(users, 'hider');
const subject = alias(users, 'subject');

export async function listAuditLogs(db: Executor, f: AuditLogFilters): Promise<AuditLogPage> {
  const where: (SQL | undefined)[] = [];
  if (f.userId) {
    if (!isUuid(f.userId)) return { entries: [], nextCursor: null };
    where.push(eq(auditLogs.userId, f.userId));
  }
  if (f.contactId) {
    if (!isUuid(f.contactId)) return { entries: [], nextCursor: null };
    where.push(eq(auditLogs.contactId, f.contactId));
  }
  if (f.contact)
    where.push(
      sql`${auditLogs.contactId} in (select id from contacts where system_id = ${f.contact}
            or gw_fold(full_name) like replace(replace(replace(gw_fold(${f.contact}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`,
    );
  if (f.action) where.push(eq(auditLogs.action, f.action));
  if (f.tableName) where.push(eq(auditLogs.tableName, f.tableName));
  if (f.from || f.to) {
    // Whole days in the campaign's time zone, so "today" means the campaign's today.
    const { timeZone } = await readSettings(db);
    if (f.from)
      where.push(gte(auditLogs.createdAt, sql`(${f.from}::date::timestamp at time zone ${timeZone})`));
    if (f.to)
      where.push(lt(auditLogs.createdAt, sql`((${f.to}::date + 1)::timestamp at time zone ${timeZone})`));
  }
  if (f.cursor) {
    const [at, id] = decodeCursor(f.cursor);
    where.push(
      or(
        lt(auditLogs.createdAt, sql`${at}::timestamptz`),
        and(eq(auditLogs.createdAt, sql`${at}::timestamptz`), lt(auditLogs.id, id)),
      ),
    );
  }

  const rows = await db
    .select({
      log: auditLogs,
      // Microseconds matter for the cursor: a JavaScript Date would round them away.
      createdAtExact: sql<string>`to_char(${auditLogs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      // A nested object from a left join comes back null when its first column is null, so each one
      // starts with the never-null id: a user with no first name is still a user.
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      contact: { id: contacts.id, fullName: contacts.fullName, systemId: contacts.systemId },
      hider: { id: hider.id, firstName: hider.firstName, lastName: hider.lastName, email: hider.email },
      subject: {
        id: subject.id,
        firstName: subject.firstName,
        lastName: subject.lastName,
        email: subject.email,
      },
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.userId))
    .leftJoin(contacts, eq(contacts.id, auditLogs.contactId))
    .leftJoin(hider, eq(hider.id, auditLogs.hiddenBy))
    .leftJoin(
      subject,
      and(eq(auditLogs.tableName, 'users'), sql`${subject.id}::text = ${auditLogs.recordId}`),
    )
    .where(and(...where))
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(f.limit + 1);

  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return {
    entries: page.map(presentAuditLogEntry),
    nextCursor: rows.length > f.limit && last ? encodeCursor(last.createdAtExact, last.log.id) : null,
  };
}

type Person = { id: string; firstName: string | null; lastName: string | null; email: string };

type Row = {
  log: typeof auditLogs.$inferSelect;
  user: Person | null;
  contact: { id: string; fullName: string; systemId: string } | null;
  hider: Person | null;
  subject: Person | null;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Who a row about a user is about; a deleted user's own deletion row kept their name and email. */
function presentSubject(log: Row['log'], subject: Person | null): AuditLogEntry['subject'] {
  if (log.tableName !== 'users' || !log.recordId) return null;
  if (subject) return { name: authorName(subject), email: subject.email };
  const kept = log.action === 'delete' ? log.metadata : null;
  const email = text(kept?.email);
  if (!kept || !email) return { name: 'Deleted user', email: null };
  return {
    name: authorName({ firstName: text(kept.firstName), lastName: text(kept.lastName), email }),
    email,
  };
}

function presentAuditLogEntry({ log, user, contact, hider, subject }: Row): AuditLogEntry {
  const person = user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null;
  return {
    id: log.id,
    createdAt: log.createdAt.toISOString(),
    action: log.action,
    tableName: log.tableName,
    recordId: log.recordId,
    fieldName: log.fieldName,
    oldValue: log.oldValue,
    newValue: log.newValue,
    metadata: log.metadata ?? null,
    user: person,
    userName: person ? authorName(person) : log.metadata?.actor === 'system' ? 'System' : 'Deleted user',
    contact: contact ? { id: contact.id, fullName: contact.fullName, systemId: contact.systemId } : null,
    subject: presentSubject(log, subject),
    hiddenAt: log.hiddenAt ? log.hiddenAt.toISOString() : null,
    hiddenByName: log.hiddenAt ? (hider ? authorName(hider) : 'Deleted user') : null,
  };
}
