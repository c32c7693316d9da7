/**
 * Request and response schemas of the account calls. The browser's forms and the server's routes use the
 * same schemas, so the server refuses exactly what the form refuses, with the same words (PRODUCT.md, Validation).
 */
import { z } from 'zod';
import { LIST_KINDS, PASSWORD_MIN_LENGTH, ROLES, USER_STATUSES } from '../constants.js';
import { formatPhone, phoneField } from '../phone.js';
import { isRealDate } from '../real-date.js';

const TEXT_MAX = 200;
const tooLong = `Please keep this under ${TEXT_MAX} characters`;

export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(TEXT_MAX, tooLong);

/**
 * A person's name as a stranger may type it on the public form: words of letters (any script), joined by a
 * space, hyphen or apostrophe, each word may end in a period ("J. R.", "St. John", "O'Brien"). Nothing
 * else, so no web address or message rides in a name into the campaign's mail.
 */
const PERSON_NAME = /^[\p{L}\p{M}]+\.?(?:[ '’-][\p{L}\p{M}]+\.?)*$/u;
export const NAME_CHARACTERS_MESSAGE =
  'Use letters only, with spaces, hyphens, apostrophes or periods between them';
export const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(80, 'At most 80 characters')
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(z.string().regex(PERSON_NAME, NAME_CHARACTERS_MESSAGE));

/** local@domain.tld with a TLD of two or more letters. */
export const EMAIL_WITH_DOMAIN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const registrationEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(TEXT_MAX, tooLong)
  .pipe(z.email('Please enter a valid email address'))
  .refine((v) => EMAIL_WITH_DOMAIN.test(v), 'Please enter a valid email address with proper domain');

/** A person's own phone is kept as the forms show it, (850) 555-0142, whatever way it was written. */
export const userPhone = (options: { emptyAllowed?: boolean } = {}) =>
  phoneField('Please enter a valid 10-digit phone number', { output: formatPhone, ...options });

export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD')
    .refine(isRealDate, 'Please enter a real date');

export const newPassword = (minMessage: string) =>
  z.string({ error: minMessage }).min(PASSWORD_MIN_LENGTH, minMessage).max(TEXT_MAX, tooLong);

export const registerRequest = z.object({
  email: registrationEmail,
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(TEXT_MAX, tooLong)
    .pipe(userPhone()),
  address: requiredText('Address is required'),
  city: requiredText('City is required'),
  state: requiredText('State is required'),
  zipCode: requiredText('ZIP code is required'),
  dateOfBirth: isoDate('Date of birth is required').refine(
    (v) => new Date(`${v}T00:00:00Z`).getTime() < Date.now(),
    'Date of birth must be in the past',
  ),
  password: newPassword('Password must be at least 8 characters'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The registration form: the request plus the confirmation, which never leaves the browser. */
export const registerForm = registerRequest
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
    // Checked even when another field is wrong (a phone number that cannot be read stops zod's object checks),
    // so the form shows every problem at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown };
      return typeof v.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const BOTH_FIELDS_MESSAGE = 'Please enter both email and password';
export const loginRequest = z.object({
  email: z.string({ error: BOTH_FIELDS_MESSAGE }).trim().min(1, BOTH_FIELDS_MESSAGE).max(TEXT_MAX, tooLong),
  password: z.string({ error: BOTH_FIELDS_MESSAGE }).min(1, BOTH_FIELDS_MESSAGE).max(TEXT_MAX, tooLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Sign-in with two-factor on: the password was right, the code is asked next (nothing else changes). */
export const loginResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  twoFactorRequired: z.literal(true).optional(),
  /** The person had never signed in before: the app greets them and says what their role lets them do. */
  firstSignIn: z.literal(true).optional(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

const CODE_MESSAGE = 'Enter the 6-digit code from your app, or a recovery code';
/** A 6-digit code from the authenticator app, or a recovery code (with or without its dash and spaces). */
export const twoFactorCodeRequest = z.object({
  code: z.string({ error: CODE_MESSAGE }).trim().min(6, CODE_MESSAGE).max(32, CODE_MESSAGE),
});
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequest>;

export const passwordConfirmRequest = z.object({
  password: z
    .string({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(TEXT_MAX, tooLong),
});
export type PasswordConfirmRequest = z.infer<typeof passwordConfirmRequest>;

export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCodeSvg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const messageResponse = z.object({ message: z.string() });
export const successResponse = z.object({ success: z.boolean(), message: z.string() });

export const passwordResetRequest = z.object({
  email: z
    .string({ error: 'Please enter your email address' })
    .trim()
    .min(1, 'Please enter your email address')
    .max(TEXT_MAX, tooLong),
});

export const INVALID_RESET_TOKEN = 'Invalid reset token';
export const passwordResetConfirm = z.object({
  token: z
    .string({ error: INVALID_RESET_TOKEN })
    .trim()
    .min(1, INVALID_RESET_TOKEN)
    .max(TEXT_MAX, INVALID_RESET_TOKEN),
  newPassword: newPassword('Password must be at least 8 characters long'),
});

/** What a reset or invitation link that can no longer be used says, before anyone types a password. */
export const LINK_USED_OR_EXPIRED = 'This link has expired or was already used';
export const passwordTokenParam = z.object({ token: z.string().max(TEXT_MAX) });
/** The answer of the token check: whether the link still works. It never spends the token. */
export const passwordTokenStatus = z.object({ valid: z.boolean(), message: z.string().optional() });
export type PasswordTokenStatus = z.infer<typeof passwordTokenStatus>;

export const currentUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /** Two-factor sign-in is on for this account. */
  twoFactorEnabled: z.boolean(),
  /** An admin who must turn on two-factor sign-in before doing anything else (the admins' setting is on). */
  twoFactorSetupRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** A profile field the form always sends: text, empty when there is none. */
const profileText = (label: string) =>
  z
    .string({ error: `${label} must be text (an empty one when there is none)` })
    .trim()
    .max(TEXT_MAX, tooLong);

export const updateProfileRequest = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  phone: profileText('Phone').pipe(userPhone({ emptyAllowed: true })),
  address: profileText('Address'),
  city: profileText('City'),
  state: profileText('State'),
  zipCode: profileText('ZIP code'),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(TEXT_MAX, tooLong),
  newPassword: newPassword('Password must be at least 8 characters long'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

const notifiedPerson = {
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
};

export const notificationsResponse = z.object({
  /** When the reader last opened the bell (null: never): notices created later are new. */
  seenAt: z.string().nullable(),
  notifications: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('pending-registration'), ...notifiedPerson }),
      /** A person reached their read budget (createdAt: when); the counts are for their hour. */
      z.object({
        kind: z.literal('read-budget'),
        ...notifiedPerson,
        id: z.string(),
        searchRows: z.number(),
        profileOpens: z.number(),
        windowStartedAt: z.string(),
        windowEndsAt: z.string(),
      }),
      /** A person read a share of a daily read budget (percent: the alert share, or 100 for all of it). */
      z.object({
        kind: z.literal('read-share'),
        ...notifiedPerson,
        id: z.string(),
        percent: z.number(),
        day: z.string(),
        searchRows: z.number(),
        profileOpens: z.number(),
      }),
      /** Someone gave the reader a list (issue 35): "Maria assigned you 'Precinct 2305 — Turf 1' (58 doors)". */
      z.object({
        kind: z.literal('list-assigned'),
        listId: z.string(),
        listName: z.string(),
        listKind: z.enum(LIST_KINDS),
        doors: z.number(),
        voters: z.number(),
        assignerName: z.string(),
        createdAt: z.string(),
      }),
    ]),
  ),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

/** The signed-in person's own sessions, as Account Settings lists them. */
export const ownSessionList = z.object({
  sessions: z.array(
    z.object({
      current: z.boolean(),
      device: z.string(),
      ip: z.string().nullable(),
      signedInAt: z.string().nullable(),
      lastSeenAt: z.string().nullable(),
    }),
  ),
});
export type OwnSession = z.infer<typeof ownSessionList>['sessions'][number];
