import { AUDIT_ACTIONS, AUDIT_TABLES } from '../../../../common/audit-vocabulary.js';

/** The Action and Table filters' choices: every one the server can record (audit-vocabulary.ts). */
export const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => [action, action] as const);
export const TABLE_OPTIONS = AUDIT_TABLES.map((table) => [table, table] as const);
