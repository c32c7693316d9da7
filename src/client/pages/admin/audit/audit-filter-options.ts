import { AUDIT_ACTIONS, AUDIT_TABLES } from '../../../../common/audit-vocabulary.js';
import { AUDIT_ACTION_LABELS, AUDIT_TABLE_LABELS } from '../../../../common/audit-words.js';

/** The Action and Table filters' choices, in words: every one the server can record (audit-vocabulary.ts). */
export const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => [action, AUDIT_ACTION_LABELS[action]] as const);
export const TABLE_OPTIONS = AUDIT_TABLES.map((table) => [table, AUDIT_TABLE_LABELS[table]] as const);
