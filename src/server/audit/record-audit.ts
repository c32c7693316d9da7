import type { AuditAction, AuditTable } from '../../common/audit-vocabulary.js';
import type { Executor } from '../db/client.js';
import { auditLogs } from '../db/schema/index.js';

export interface AuditEvent {
  action: AuditAction;
  tableName: AuditTable;
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
