/**
 * Every action and table an audit row can name (PRODUCT.md, Audit log). The server's recordAudit accepts only
 * these, and the audit log's filters offer exactly these, so a new kind of row cannot be missing from them.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'approve',
  'reject',
  'hide',
  'import',
  /** An import taken back (issue 17): one row per undo, the counts in metadata. */
  'undo',
  'wipe',
  'backup',
  'restore',
  'cleanup',
  /** A person opened a contact's profile (read budgets). */
  'view',
  /** A person reached their read budget for the hour. */
  'read-budget',
  /** A person has read a share of their daily read budget (the alert share, then all of it). */
  'read-share',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TABLES = [
  'contacts',
  'contact_phones',
  'contact_emails',
  'user_networks',
  'users',
  'system_settings',
  'survey_questions',
  'audit_logs',
  /** A voter history import. */
  'vote_history',
  /** A ballot file import (the election under way). */
  'ballots',
  /** Whole-database operations: backup, restore, cleanup, wipe. */
  'database',
] as const;
export type AuditTable = (typeof AUDIT_TABLES)[number];
