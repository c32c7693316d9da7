/** Admin calls on users, shared by the dashboard and the server. */
import { z } from 'zod';
import { MAX_READ_BUDGET, ROLES } from '../constants.js';
import { currentUser, userPhone } from './auth.js';

/** What an admin sees of a user: what the person sees of themselves, and the account's state. */
export const adminUser = currentUser.extend({
  /** False until an invited person has chosen their password: the invitation can then be sent again. */
  hasPassword: z.boolean(),
  tokenExpiresAt: z.string().nullable(),
  updatedAt: z.string(),
  /** This person's read budgets per hour when an admin set them; null: the Settings' budgets apply. */
  readBudgetSearchRows: z.number().nullable(),
  readBudgetProfiles: z.number().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserList = z.array(adminUser);

const optionalName = z
  .string()
  .trim()
  .max(200, 'Please keep this under 200 characters')
  .optional()
  .default('');

export const createUserRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(200)
    .pipe(z.email('Please enter a valid email address')),
  firstName: optionalName,
  lastName: optionalName,
  /** Optional; written any way a person writes a number and kept as (850) 555-0142, as registration keeps it. */
  phone: z
    .string()
    .trim()
    .max(200)
    .pipe(userPhone({ emptyAllowed: true }))
    .optional()
    .default(''),
  role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer' }).default('viewer'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const changeRoleRequest = z.object({
  role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer' }),
});

/**
 * Approving a registration may choose the role in the same step; without one the setting "Approved volunteers
 * start as" decides.
 */
export const approveRequest = z
  .object({ role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer' }).optional() })
  .nullish();
export type ApproveRequest = z.input<typeof approveRequest>;

const budget = (label: string) =>
  z
    .number({ error: `${label} must be a number, or null for the setting` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(MAX_READ_BUDGET, `${label} must be at most 1,000,000`)
    .nullable();

/** An admin lifts or lowers one person's read budgets; null returns a budget to the Settings' value. */
export const readBudgetRequest = z
  .object({
    readBudgetSearchRows: budget('Search rows per hour'),
    readBudgetProfiles: budget('Profiles per hour'),
  })
  .strict();
export type ReadBudgetRequest = z.infer<typeof readBudgetRequest>;

export const changeStatusRequest = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const userActionResponse = z.object({ message: z.string(), user: adminUser });

/** Adding a user or sending the invitation again: whether the mail went out, and what to tell the admin if not. */
export const invitationResponse = userActionResponse.extend({
  invitationMailed: z.boolean(),
  warning: z.string().optional(),
});

/** What the Data Quality figure measures, as the dashboard says it beside the figure. */
export const DATA_QUALITY_EXPLANATION =
  'Share of active voters with a birth date, a street address and a 5-digit ZIP code: what walk lists and age filters need.';

export const adminStats = z.object({
  totalContacts: z.number(),
  activeUsers: z.number(),
  editsToday: z.number(),
  /** Contact attempts (doors, calls…) recorded since midnight in the campaign's time zone. */
  attemptsToday: z.number(),
  /** Percent of active contacts with a birth date, a street address and a ZIP code (DATA_QUALITY_EXPLANATION). */
  dataQuality: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;
