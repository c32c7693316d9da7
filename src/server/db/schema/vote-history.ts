/**
 * Vote history from the Florida voter history file (PRODUCT.md, Vote history; decisions 0227 and 0228,
 * docs/decisions/0227-vote-history-storage.md and 0228-turnout-count-table.md): one row per voter and election,
 * the elections the files named, and each contact's count of the last four general elections they voted in,
 * kept up to date by every history import.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { contacts } from './contacts.js';

export const voteHistory = pgTable(
  'vote_history',
  {
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    electionDate: date('election_date').notNull(),
    /** GEN general, PRI primary, PPP presidential preference primary, RUN runoff, OTH other. */
    electionType: text('election_type').notNull(),
    /** A by mail, B by mail not counted, E early, N did not vote, P provisional not counted, Y at the polls. */
    historyCode: text('history_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contactId, t.electionDate, t.electionType] }),
    // The votedIn filter: who voted in an election, as one index range.
    index('vote_history_voted_idx')
      .on(t.electionDate, t.contactId)
      .where(sql`history_code IN ('A', 'E', 'Y')`),
    check('vote_history_type_check', sql`election_type IN ('GEN', 'PRI', 'PPP', 'RUN', 'OTH')`),
    check('vote_history_code_check', sql`history_code IN ('A', 'B', 'E', 'N', 'P', 'Y')`),
  ],
);

/** Every election a history file named (even when none of its voters is a contact). */
export const elections = pgTable(
  'elections',
  {
    electionDate: date('election_date').notNull(),
    electionType: text('election_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.electionDate, t.electionType] })],
);

/**
 * Each contact's count of the last four general elections (the four latest GEN dates of `elections`) in
 * which they voted (A, E or Y); contacts with none have no row. Rebuilt after each history import.
 */
export const contactTurnout = pgTable(
  'contact_turnout',
  {
    contactId: uuid('contact_id')
      .primaryKey()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    recentGenerals: smallint('recent_generals').notNull(),
  },
  (t) => [index('contact_turnout_recent_idx').on(t.recentGenerals, t.contactId)],
);

export type VoteHistoryRow = typeof voteHistory.$inferSelect;
