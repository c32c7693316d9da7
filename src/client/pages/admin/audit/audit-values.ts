import type { AuditLogEntry } from '../../../../common/schemas/audit.js';

/**
 * The New Value column: the value, with what metadata adds to it: the role an approval granted ("approved as
 * editor"), and the counts of whole-database operations.
 */
export function newValueText(entry: AuditLogEntry): string | null {
  const role = entry.metadata?.role;
  if (entry.action === 'approve' && typeof role === 'string')
    return `${entry.newValue ?? 'approved'} as ${role}`;
  return entry.newValue ?? summary(entry);
}

function summary(entry: AuditLogEntry): string | null {
  if (!entry.metadata || entry.tableName !== 'database') return null;
  const counts = (entry.metadata.counts as Record<string, unknown> | undefined) ?? entry.metadata;
  return Object.entries(counts)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
}
