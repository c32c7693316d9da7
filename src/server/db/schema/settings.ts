import { boolean, index, integer, jsonb, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { jsonValue, timestamptz, updatedAt } from './columns.js';
import { users } from './users.js';

export const systemSettings = pgTable('system_settings', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  value: jsonValue('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Server-side sessions. user_id lets every session of a user be ended at once. */
export const sessions = pgTable(
  'sessions',
  {
    sid: varchar('sid', { length: 128 }).primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestamptz('expire').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_idx').on(t.userId)],
);

export type SystemSettingRow = typeof systemSettings.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Fixed-window request counters (login and password-reset limits), shared by every app instance.
 * key = limit name + what is limited (an IP, an email); rows past reset_at are reused or swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * What each person read in their current hour (read budgets): contact rows through search pages and profiles
 * opened, in a fixed window that starts with their first read. `alerted` is set once the admins were told
 * about this window. Shared by every app instance, like rate_limits.
 */
export const readCounts = pgTable('read_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStartedAt: timestamptz('window_started_at').notNull(),
  windowEndsAt: timestamptz('window_ends_at').notNull(),
  searchRows: integer('search_rows').notNull(),
  profileOpens: integer('profile_opens').notNull(),
  alerted: boolean('alerted').notNull().default(false),
});
