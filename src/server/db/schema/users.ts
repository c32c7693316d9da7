import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** When the person last opened the bell: notices from before are no longer counted as new. */
    notificationsSeenAt: timestamptz('notifications_seen_at'),
    /** An admin's override of the Settings' read budgets for this person (per hour); null = the setting. */
    readBudgetSearchRows: integer('read_budget_search_rows'),
    readBudgetProfiles: integer('read_budget_profiles'),
    /** Two-factor sign-in: the TOTP secret, encrypted (auth/two-factor/secret-box.ts); set at enrolment. */
    totpSecret: text('totp_secret'),
    /** When the person confirmed enrolment with a code; null while 2FA is off (a secret may await a code). */
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** The last time step a code was accepted for: the same code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
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

/** Single-use recovery codes for two-factor sign-in; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and whose second factor is awaited: the browser holds the token (a
 * short-lived cookie), the table its SHA-256. A session is created only when the code is right.
 */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
});
