import { auditValueLabel, humanize } from '../../../../common/audit-words.js';
import { ROLE_NAMES } from '../../../../common/permissions.js';
import type { AuditLogEntry } from '../../../../common/schemas/audit.js';

const inWords = (entry: AuditLogEntry, value: string | null) =>
  value === null ? null : auditValueLabel(entry.fieldName, value, entry.tableName);

/** The Old Value column, in words. */
export const oldValueText = (entry: AuditLogEntry) => inWords(entry, entry.oldValue);

/**
 * The New Value column, in words, with what metadata adds to it: the role an approval granted ("Approved as
 * Editor"), and the counts of whole-database operations.
 */
export function newValueText(entry: AuditLogEntry): string | null {
  const role = entry.metadata?.role;
  if (entry.action === 'approve' && typeof role === 'string')
    return `Approved as ${ROLE_NAMES[role as keyof typeof ROLE_NAMES] ?? humanize(role)}`;
  return inWords(entry, entry.newValue) ?? summary(entry);
}

function summary(entry: AuditLogEntry): string | null {
  if (!entry.metadata || entry.tableName !== 'database') return null;
  const counts = (entry.metadata.counts as Record<string, unknown> | undefined) ?? entry.metadata;
  return Object.entries(counts)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => `${humanize(k)}: ${(v as number).toLocaleString('en-US')}`)
    .join(', ');
}
