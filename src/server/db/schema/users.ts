import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.js';
import { userRole, userStatus } from './enums.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    status: userStatus('status').notNull().default('pending'),
    /** SHA-256 of a single-use invitation or password-reset token; the token itself is never stored. */
    invitationToken: text('invitation_token'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    role: userRole('role').notNull().default('viewer'),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_invitation_token_idx').on(t.invitationToken),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
