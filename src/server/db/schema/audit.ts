import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns.js';
import { contacts } from './contacts.js';
import { users } from './users.js';

/**
 * Append-only history. Deleting a user or a contact keeps their rows (the reference becomes null),
 * so the trail of who changed what survives. An admin may hide an entry from the contact's timeline;
 * the row stays, with who hid it and when (hidden_at, hidden_by).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id'),
    fieldName: text('field_name'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    hiddenAt: timestamptz('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('audit_logs_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_logs_contact_idx').on(t.contactId, t.createdAt.desc()),
    index('audit_logs_user_idx').on(t.userId, t.createdAt.desc()),
    index('audit_logs_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

export type AuditLogRow = typeof auditLogs.$inferSelect;
