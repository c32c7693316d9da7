/** The admin audit log (PRODUCT.md, Audit log): GET /api/admin/audit-logs and its entries. */
import { z } from 'zod';
import { isRealDate } from '../real-date.js';

export const AUDIT_PAGE_SIZE = 50;

const isoDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date like 2026-03-31`)
    .refine(isRealDate, `${label} is not a real date`)
    .optional()
    .or(z.literal('').transform(() => undefined));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

/**
 * Filters and the cursor. Dates are whole days in the campaign's time zone, both ends included; `contact`
 * matches a system ID exactly or the start of a full name; `contactId`/`userId` pick one record.
 */
export const auditLogQuery = z
  .object({
    cursor: optionalText('cursor', 200),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(200, 'limit must be at most 200')
      .default(AUDIT_PAGE_SIZE),
    userId: optionalText('User', 64),
    contactId: optionalText('Contact', 64),
    contact: optionalText('Contact', 100),
    action: optionalText('Action', 40),
    tableName: optionalText('Table', 40),
    from: isoDate('From date'),
    to: isoDate('To date'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The From date must not be after the To date',
    path: ['from'],
  });
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  tableName: z.string(),
  recordId: z.string().nullable(),
  fieldName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** The acting user as the dashboard shows it; null for the system or a deleted user. */
  user: z
    .object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() })
    .nullable(),
  /** The user's display name, "System", or "Deleted user". */
  userName: z.string(),
  contact: z.object({ id: z.string(), fullName: z.string(), systemId: z.string() }).nullable(),
  /**
   * The user a row about a user (table `users`) is about: their name, or their email when they have none
   * (authorName); "Deleted user" once deleted, except on the deletion's own row, which kept who it was.
   */
  subject: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  /** Set when an admin hid the entry from the contact's timeline; the row itself is kept. */
  hiddenAt: z.string().nullable(),
  hiddenByName: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = z.object({
  entries: z.array(auditLogEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;

export const hideAuditEntryResponse = z.object({ message: z.string() });
