/** Admin calls on users (SPEC §7), shared by the dashboard and the server. */
import { z } from 'zod';
import { ROLES, USER_STATUSES } from '../constants.js';

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  tokenExpiresAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
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
  role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer' }).default('viewer'),
});
export type CreateUserRequest = z.input<typeof createUserRequest>;

export const changeRoleRequest = z.object({
  role: z.enum(ROLES, { error: 'Role must be admin, editor or viewer' }),
});

export const changeStatusRequest = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const userActionResponse = z.object({ message: z.string(), user: adminUser });

export const adminStats = z.object({
  totalContacts: z.number(),
  activeUsers: z.number(),
  editsToday: z.number(),
  dataQuality: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;
