import { date, index, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * Who read what, per person and day (the campaign's time zone): the daily read budget counts here, and the
 * admins' "Who read what" page reads it. One row per person and day, each read one upsert. `alerted_percent` is
 * the largest share of a daily budget the admins were told of, so each share is told once, whichever instance
 * counts the read. A deleted person's days stay (the reference becomes null), like the audit log's. Removed after
 * the Keep who read what setting.
 */
export const readDays = pgTable(
  'read_days',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Contacts listed on search pages. */
    searchRows: integer('search_rows').notNull().default(0),
    /** Profiles opened or answered after an edit. */
    profileOpens: integer('profile_opens').notNull().default(0),
    /** Housemates listed on those profiles. */
    housemates: integer('housemates').notNull().default(0),
    /** Voters on the pages of the person's own and assigned lists: their work, not charged. */
    listRows: integer('list_rows').notNull().default(0),
    /** Voters put on lists the person made (charged as search rows), and call phones on them (as profiles). */
    listMadeRows: integer('list_made_rows').notNull().default(0),
    listMadePhones: integer('list_made_phones').notNull().default(0),
    /** Network entries read (My Network pages) or added. */
    networkRows: integer('network_rows').notNull().default(0),
    /** Reads refused because a budget was spent. */
    refusals: integer('refusals').notNull().default(0),
    alertedPercent: integer('alerted_percent').notNull().default(0),
  },
  (t) => [uniqueIndex('read_days_user_day_idx').on(t.userId, t.day), index('read_days_day_idx').on(t.day)],
);

/** Each search a person ran: its criteria and how many rows it listed, never the rows. Kept as read_days. */
export const readSearches = pgTable(
  'read_searches',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    rows: integer('rows').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('read_searches_user_idx').on(t.userId, t.createdAt.desc()),
    index('read_searches_created_at_idx').on(t.createdAt),
  ],
);

export type ReadDayRow = typeof readDays.$inferSelect;
