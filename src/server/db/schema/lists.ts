import { sql } from 'drizzle-orm';

import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.js';
import { contactPhones, contacts } from './contacts.js';
import { attemptChannel, attemptResult, listKind, supporterStatus, volunteerLikeliness } from './enums.js';
import { users } from './users.js';

/**
 * Walk and call lists (issue 19). The filters are kept as the search parameters they were made from, so
 * "refresh members" applies them again; the members are fixed when the list is made.
 */
export const contactLists = pgTable(
  'contact_lists',
  {
    id: id(),
    name: text('name').notNull(),
    kind: listKind('kind').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** A turf's walk list it was cut from (issue 35); the turfs go with it. */
    parentId: uuid('parent_id').references((): AnyPgColumn => contactLists.id, { onDelete: 'cascade' }),
    /** A turf's number among its parent's turfs, in walking order (1, 2, …). */
    turfNumber: integer('turf_number'),
    /**
     * While an election has ballot data, voters who have voted are left out, and a refresh drops those who voted
     * since (issue 37). False for lists made before it.
     */
    skipVoted: boolean('skip_voted').notNull().default(false),
    /** Confirmed, then likely supporters first (the chase list of the election view). */
    supportersFirst: boolean('supporters_first').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contact_lists_owner_idx').on(t.ownerId), index('contact_lists_parent_idx').on(t.parentId)],
);

/** Who works a list besides its owner (an admin assigns). */
export const contactListAssignees = pgTable(
  'contact_list_assignees',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When and by whom: the assignee's bell says "Maria assigned you …" for a while (issue 35). */
    assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index('contact_list_assignees_user_idx').on(t.userId),
  ],
);

/**
 * A list's members in working order (`position`: walk lists by street, side, house number and unit; call lists
 * by name). `household` groups a walk list's voters at one door. The latest attempt recorded on the list is
 * kept on the member, so progress and a page of the list are read from this table alone.
 */
export const contactListMembers = pgTable(
  'contact_list_members',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => contactLists.id, { onDelete: 'cascade' }),
    /**
     * No foreign key: checking one locks each member's contact row, most of the time of making a list
     * (decision 0285, docs/decisions/0285-list-members-without-a-foreign-key.md). A deleted contact's member rows
     * go with it by a trigger (migration 0021).
     */
    contactId: uuid('contact_id').notNull(),
    position: integer('position').notNull(),
    household: text('household'),
    lastResult: attemptResult('last_result'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    lastAttemptBy: uuid('last_attempt_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.contactId] }),
    index('contact_list_members_position_idx').on(t.listId, t.position),
    index('contact_list_members_contact_idx').on(t.contactId),
  ],
);

/**
 * Contact attempts: append-only events. A `client_id` made on the device makes a resend harmless (one
 * attempt per contact, author and client id); `device_at` is the time the device recorded, `created_at` the
 * server's.
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: id(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    listId: uuid('list_id').references(() => contactLists.id, { onDelete: 'set null' }),
    clientId: uuid('client_id'),
    channel: attemptChannel('channel').notNull(),
    result: attemptResult('result').notNull(),
    phoneId: uuid('phone_id').references(() => contactPhones.id, { onDelete: 'set null' }),
    note: text('note'),
    supporterStatus: supporterStatus('supporter_status'),
    volunteerLikeliness: volunteerLikeliness('volunteer_likeliness'),
    answers: jsonb('answers').$type<Record<string, string>>(),
    deviceAt: timestamptz('device_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_attempts_contact_idx').on(t.contactId, t.createdAt.desc()),
    index('contact_attempts_list_idx').on(t.listId),
    index('contact_attempts_created_idx').on(t.createdAt),
    index('contact_attempts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('contact_attempts_client_unique')
      .on(t.contactId, t.userId, t.clientId)
      .where(sql`client_id IS NOT NULL`),
  ],
);

/**
 * Our Impact's day charts read these instead of the attempts (decision 0326,
 * docs/decisions/0326-attempt-counts-kept-by-triggers.md):
 * attempts counted per quarter hour (UTC), channel and result, with the confirmed and likely supporters they
 * recorded. Every time zone's midnight falls on a quarter hour, so a campaign day is a range of buckets. Kept by
 * statement triggers on contact_attempts (migration 0032); not backed up, a restore counts the attempts again.
 */
export const attemptCounts = pgTable(
  'attempt_counts',
  {
    bucket: timestamptz('bucket').notNull(),
    channel: attemptChannel('channel').notNull(),
    result: attemptResult('result').notNull(),
    attempts: integer('attempts').notNull(),
    confirmedSupporters: integer('confirmed_supporters').notNull(),
    likelySupporters: integer('likely_supporters').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.channel, t.result] })],
);

export type ContactListRow = typeof contactLists.$inferSelect;
export type ContactAttemptRow = typeof contactAttempts.$inferSelect;
