/**
 * Request and response schemas of the account calls. The browser's forms and the server's routes use the
 * same schemas, so the server refuses exactly what the form refuses, with the same words (SPEC §5).
 */
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS, ROLES, USER_STATUSES } from '../constants.js';

const TEXT_MAX = 200;
const tooLong = `Please keep this under ${TEXT_MAX} characters`;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(TEXT_MAX, tooLong);

/** local@domain.tld with a TLD of two or more letters. */
export const EMAIL_WITH_DOMAIN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const registrationEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(TEXT_MAX, tooLong)
  .pipe(z.email('Please enter a valid email address'))
  .refine((v) => EMAIL_WITH_DOMAIN.test(v), 'Please enter a valid email address with proper domain');

export const digitsOf = (value: string) => value.replace(/\D/g, '');

export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD')
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'Please enter a real date',
    );

export const newPassword = (minMessage: string) =>
  z.string({ error: minMessage }).min(PASSWORD_MIN_LENGTH, minMessage).max(TEXT_MAX, tooLong);

export const registerRequest = z.object({
  email: registrationEmail,
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  phone: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .max(TEXT_MAX, tooLong)
    .refine((v) => digitsOf(v).length === PHONE_DIGITS, 'Please enter a valid 10-digit phone number'),
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
  });
export type RegisterForm = z.infer<typeof registerForm>;

export const BOTH_FIELDS_MESSAGE = 'Please enter both email and password';
export const loginRequest = z.object({
  email: z.string({ error: BOTH_FIELDS_MESSAGE }).trim().min(1, BOTH_FIELDS_MESSAGE).max(TEXT_MAX, tooLong),
  password: z.string({ error: BOTH_FIELDS_MESSAGE }).min(1, BOTH_FIELDS_MESSAGE).max(TEXT_MAX, tooLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

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
});
export type CurrentUser = z.infer<typeof currentUser>;

export const updateProfileRequest = z.object({
  firstName: requiredText('First name is required'),
  lastName: requiredText('Last name is required'),
  phone: z
    .string()
    .trim()
    .max(TEXT_MAX, tooLong)
    .refine(
      (v) => v === '' || digitsOf(v).length === PHONE_DIGITS,
      'Please enter a valid 10-digit phone number',
    ),
  address: z.string().trim().max(TEXT_MAX, tooLong),
  city: z.string().trim().max(TEXT_MAX, tooLong),
  state: z.string().trim().max(TEXT_MAX, tooLong),
  zipCode: z.string().trim().max(TEXT_MAX, tooLong),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(TEXT_MAX, tooLong),
  newPassword: newPassword('Password must be at least 8 characters long'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const notificationsResponse = z.object({
  notifications: z.array(
    z.object({
      kind: z.literal('pending-registration'),
      userId: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;
