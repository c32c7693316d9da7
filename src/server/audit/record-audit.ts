import type { Executor } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';

/** The kinds of change the audit log records; the dashboard shows other actions as plain outlines. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'approve'
  | 'reject'
  | 'hide'
  | 'import'
  | 'wipe'
  | 'backup'
  | 'restore'
  | 'cleanup'
  /** A person opened a contact's profile (read budgets). */
  | 'view'
  /** A person reached their read budget for the hour. */
  | 'read-budget'
  /** An import taken back (issue 17): one row per undo, the counts in metadata. */
  | 'undo';

export interface AuditEvent {
  action: AuditAction;
  tableName:
    | 'users'
    | 'contacts'
    | 'contact_phones'
    | 'contact_emails'
    | 'user_networks'
    | 'system_settings'
    | 'survey_questions'
    | 'audit_logs'
    /** A voter history import. */
    | 'vote_history'
    /** Whole-database operations: backup, restore. */
    | 'database';
  recordId?: string | null;
  contactId?: string | null;
  /** The acting user; null for the system (start-up, imports run by the CLI). */
  userId: string | null;
  fieldName?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  metadata?: Record<string, unknown>;
}

/** Write inside the transaction that makes the change, so the change and its record stand or fall together. */
export async function recordAudit(tx: Executor, ...events: AuditEvent[]) {
  if (events.length === 0) return;
  await tx.insert(auditLogs).values(
    events.map((e) => ({
      action: e.action,
      tableName: e.tableName,
      recordId: e.recordId ?? null,
      contactId: e.contactId ?? null,
      userId: e.userId,
      fieldName: e.fieldName ?? null,
      oldValue: e.oldValue ?? null,
      newValue: e.newValue ?? null,
      // A null user is the system (start-up, CLI, imports), told apart from a user deleted later.
      metadata: e.userId === null ? { ...e.metadata, actor: 'system' } : (e.metadata ?? null),
    })),
  );
}
