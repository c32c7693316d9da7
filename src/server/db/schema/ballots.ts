/**
 * Ballots of the elections under way (issue 37; PRODUCT.md, Election season; decision 0366): one row per voter and
 * election with the latest status the county's daily files gave, the file each source last came from, and the
 * rows of an import being read (staged, then applied in one statement so a day's file replaces the previous state
 * at once).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { byteOrderText, timestamptz } from './columns.js';
import { contacts } from './contacts.js';
import { supporterStatus } from './enums.js';
import { importJobs } from './jobs.js';

export const ballots = pgTable(
  'ballots',
  {
    electionDate: date('election_date', { mode: 'string' }).notNull(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    statusDate: date('status_date', { mode: 'string' }),
    reason: text('reason'),
    cureDeadline: date('cure_deadline', { mode: 'string' }),
    /** mail, early or file: the source whose next day's file replaces this row. */
    source: text('source').notNull(),
    /**
     * The voter's supporter status, copied so "supporters who voted" is one range of an index (decision 0405):
     * written with the ballot, and by a trigger on contacts whenever the contact's status changes (migration 0042).
     */
    supporterStatus: supporterStatus('supporter_status').notNull().default('unknown'),
    /**
     * The voter's name keys and activity, copied the same way so a last name with a ballot group is one range of
     * ballots_name_idx or ballots_last_part_idx (migration 0043, decision 0406; both indexes hand-written there).
     */
    lastNameKey: byteOrderText('last_name_key'),
    firstNameKey: byteOrderText('first_name_key'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.electionDate, t.contactId] }),
    // The ballotStatus filter and the election view: one index range per election and status, the status date
    // with it so the view's count by day reads no row.
    index('ballots_status_idx').on(t.electionDate, t.status, t.contactId, t.statusDate),
    // A voter's ballot in an election, read from the index alone: the profile, and the filter's probe per contact.
    index('ballots_contact_idx').on(t.contactId, t.electionDate, t.status),
    // The ballots of voters with a supporter status (few) by election and status: the ballotStatus filter beside a
    // supporter status, and the election view's supporters who voted, by day.
    index('ballots_supporters_idx')
      .on(t.electionDate, t.supporterStatus, t.status, t.contactId, t.statusDate)
      .where(sql`supporter_status <> 'unknown'`),
    check(
      'ballots_status_check',
      sql`status IN ('requested', 'mailed', 'returned', 'rejected', 'accepted', 'early', 'voted')`,
    ),
    check('ballots_source_check', sql`source IN ('mail', 'early', 'file')`),
  ],
);

/** The latest file of each source for each election: what the profile names, and which election is under way. */
export const ballotFiles = pgTable(
  'ballot_files',
  {
    electionDate: date('election_date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    jobId: uuid('job_id').references(() => importJobs.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    importedAt: timestamptz('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.electionDate, t.source] })],
);

/**
 * The rows of a ballot file while it is read; removed when the import ends either way, and the rows of a job that
 * no longer runs when the next ballot import starts. Unlogged (migration 0037). No foreign key to the job:
 * checking it cost about 0.8 s of staging a 180,000-row file (decision 0400). `contact_id` is looked up as each chunk
 * is staged, while the file is still being read (null: not in the voter file; decision 0403).
 */
export const ballotImportRows = pgTable(
  'ballot_import_rows',
  {
    jobId: uuid('job_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    voterId: text('voter_id').notNull(),
    contactId: uuid('contact_id'),
    electionDate: date('election_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    statusDate: date('status_date', { mode: 'string' }),
    reason: text('reason'),
    cureDeadline: date('cure_deadline', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNumber] })],
);
