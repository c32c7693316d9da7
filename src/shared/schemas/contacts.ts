/** Contact calls (SPEC §7): search, profile, edits, phones and emails. Shared by the pages and the server. */
import { z } from 'zod';
import {
  EMAIL_TYPES,
  NOTES_MAX_LENGTH,
  PHONE_DIGITS,
  PHONE_TYPES,
  SEARCH_PAGE_SIZE,
  SUPPORTER_STATUSES,
  VOLUNTEER_LIKELINESS,
} from '../constants.js';

const NAME_MAX = 100;
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const searchQuery = z
  .object({
    page: wholeNumber('page', 1, 1_000_000).default(1),
    limit: wholeNumber('limit', 1, 10_000).default(SEARCH_PAGE_SIZE),
    firstName: optionalText(NAME_MAX, 'First name'),
    middleName: optionalText(NAME_MAX, 'Middle name'),
    lastName: optionalText(NAME_MAX, 'Last name'),
    city: optionalText(NAME_MAX, 'City'),
    zipCode: optionalText(10, 'ZIP code'),
    party: optionalText(10, 'Party'),
    supporterStatus: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const list = (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const s of list) {
          if (!(SUPPORTER_STATUSES as readonly string[]).includes(s)) {
            ctx.addIssue({ code: 'custom', message: `Unknown supporter status "${s.slice(0, 40)}"` });
            return z.NEVER;
          }
        }
        return list.length ? (list as (typeof SUPPORTER_STATUSES)[number][]) : undefined;
      }),
    minAge: wholeNumber('Minimum age', 0, 150).optional(),
    maxAge: wholeNumber('Maximum age', 0, 150).optional(),
  })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    message: 'Minimum age must not be more than maximum age',
    path: ['minAge'],
  });
export type SearchQuery = z.output<typeof searchQuery>;

export const contactSummary = z.object({
  id: z.string(),
  systemId: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  party: z.string().nullable(),
  voterStatus: z.string().nullable(),
  supporterStatus: z.string(),
  volunteerLikeliness: z.string(),
});
export type ContactSummary = z.infer<typeof contactSummary>;

export const searchResponse = z.object({
  contacts: z.array(contactSummary),
  total: z.number(),
  /** The page size used: the limit asked for, at most the Max Search Results setting. */
  pageSize: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const contactPhone = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  phoneType: z.enum(PHONE_TYPES),
  isPrimary: z.boolean(),
  isBaselineData: z.boolean(),
  isManuallyAdded: z.boolean(),
  createdAt: z.string(),
});
export const contactEmail = z.object({
  id: z.string(),
  email: z.string(),
  emailType: z.enum(EMAIL_TYPES),
  isPrimary: z.boolean(),
  isBaselineData: z.boolean(),
  isManuallyAdded: z.boolean(),
  createdAt: z.string(),
});

export const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  tableName: z.string(),
  fieldName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: z.string(),
  /** The acting user's display name, "System" for imports and start-up, "Deleted user" when gone. */
  userName: z.string(),
});

export const contactProfile = contactSummary.extend({
  suffix: z.string().nullable(),
  district: z.string().nullable(),
  precinct: z.string().nullable(),
  houseDistrict: z.string().nullable(),
  senateDistrict: z.string().nullable(),
  commissionDistrict: z.string().nullable(),
  schoolBoardDistrict: z.string().nullable(),
  voterId: z.string().nullable(),
  registrationDate: z.string().nullable(),
  notes: z.string().nullable(),
  addressSource: z.string(),
  isActive: z.boolean(),
  lastPublicUpdate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  phones: z.array(contactPhone),
  emails: z.array(contactEmail),
  auditLogs: z.array(auditEntry),
});
export type ContactProfile = z.infer<typeof contactProfile>;

export const NOTES_TOO_LONG = `Notes must be at most ${NOTES_MAX_LENGTH} characters`;
export const updateContactRequest = z
  .object({
    supporterStatus: z.enum(SUPPORTER_STATUSES).optional(),
    volunteerLikeliness: z.enum(VOLUNTEER_LIKELINESS).optional(),
    notes: z.string().max(NOTES_MAX_LENGTH, NOTES_TOO_LONG).nullable().optional(),
    /** The updatedAt the editor loaded; a newer one on the server means someone else saved first. */
    expectedUpdatedAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type UpdateContactRequest = z.infer<typeof updateContactRequest>;

export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** local@domain.tld, TLD of two letters or more (SPEC §5). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const phoneRequest = z
  .object({
    phoneNumber: z
      .string({ error: PHONE_MESSAGE })
      .transform((v) => v.replace(/\D/g, ''))
      .refine((digits) => digits.length === PHONE_DIGITS, PHONE_MESSAGE),
    phoneType: z
      .enum(PHONE_TYPES, { error: 'Phone type must be mobile, home, work or other' })
      .default('mobile'),
  })
  .strict();
export const emailRequest = z
  .object({
    email: z
      .string({ error: EMAIL_MESSAGE })
      .trim()
      .max(254, EMAIL_MESSAGE)
      .refine((v) => CONTACT_EMAIL_PATTERN.test(v), EMAIL_MESSAGE),
    emailType: z
      .enum(EMAIL_TYPES, { error: 'Email type must be personal, work or other' })
      .default('personal'),
  })
  .strict();
