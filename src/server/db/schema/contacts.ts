import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { byteOrderText, createdAt, id, timestamptz, updatedAt } from './columns.js';
import {
  addressSource,
  attemptResult,
  emailType,
  phoneType,
  supporterStatus,
  volunteerLikeliness,
} from './enums.js';
import { users } from './users.js';

export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    systemId: text('system_id').notNull(),
    fullName: text('full_name').notNull(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    streetAddress: text('street_address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Congressional district. */
    district: text('district'),
    precinct: text('precinct'),
    houseDistrict: text('house_district'),
    senateDistrict: text('senate_district'),
    commissionDistrict: text('commission_district'),
    schoolBoardDistrict: text('school_board_district'),
    voterId: text('voter_id'),
    registrationDate: date('registration_date', { mode: 'string' }),
    party: text('party'),
    voterStatus: text('voter_status'),
    supporterStatus: supporterStatus('supporter_status').notNull().default('unknown'),
    volunteerLikeliness: volunteerLikeliness('volunteer_likeliness').notNull().default('unknown'),
    notes: text('notes'),
    addressSource: addressSource('address_source').notNull().default('public'),
    isActive: boolean('is_active').notNull().default(true),
    /** The voter asked not to be contacted: left out of new lists and (by default) exports; only an admin clears it. */
    doNotContact: boolean('do_not_contact').notNull().default(false),
    /** A volunteer found the voter no longer lives at the address, or has died: left out of new lists. */
    moved: boolean('moved').notNull().default(false),
    deceased: boolean('deceased').notNull().default(false),
    /** The result of the latest contact attempt recorded (the `lastResult` filter), and when it was recorded. */
    lastResult: attemptResult('last_result'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    lastPublicUpdate: timestamptz('last_public_update'),
    /**
     * The county whose voter file last listed the voter (the Florida extract's County Code): a refresh from a
     * folder of county files marks inactive only the missing voters of the counties it was given.
     */
    countyCode: text('county_code'),
    /**
     * What the voting-history filters read, kept with the contact by every history import (refreshTurnout): the
     * dates of the elections the voter voted in (by mail, early or at the polls), and how many of the last four
     * general elections those are. Carried by the name indexes, so a name with a history filter is read from the
     * index alone (decision 0381).
     */
    votedOn: date('voted_on', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    recentGenerals: smallint('recent_generals').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUpdatedBy: uuid('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
    // The names as searches compare them, kept by PostgreSQL on every write: gw_fold (a SQL function of
    // migration 0001) lowers case and drops accents and apostrophes, and byte order ("C") makes a name
    // prefix a plain index range. Searches filter and sort on these; nothing writes them.
    lastNameKey: byteOrderText('last_name_key').generatedAlwaysAs(sql`gw_fold(last_name)`),
    firstNameKey: byteOrderText('first_name_key').generatedAlwaysAs(sql`gw_fold(first_name)`),
    middleNameKey: byteOrderText('middle_name_key').generatedAlwaysAs(sql`gw_fold(middle_name)`),
    // The street address as address searches and households compare it (gw_address_key, migration 0013):
    // folded, punctuation gone, "Street"/"St", "Drive"/"Dr", "North"/"N"… written one way. The street key is
    // the same without the house number, for a search that starts with the street's name.
    streetAddressKey: byteOrderText('street_address_key').generatedAlwaysAs(
      sql`gw_address_key(street_address)`,
    ),
    streetNameKey: byteOrderText('street_name_key').generatedAlwaysAs(
      sql`gw_street_name_key(gw_address_key(street_address))`,
    ),
  },
  (t) => [
    uniqueIndex('contacts_system_id_unique').on(t.systemId),
    // The active contacts in id order: the vote-history filters (votedIn, minRecentGenerals) count by merging
    // it with vote_history_voted_idx or contact_turnout's key, reading no contact row (migration 0015).
    index('contacts_active_id_idx').on(t.id).where(sql`is_active`),
    // The election view's supporters (confirmed and likely), by precinct, read from the index alone (issue 37).
    index('contacts_supporters_precinct_idx')
      .on(t.precinct, t.id)
      .where(sql`is_active AND supporter_status IN ('confirmed-supporter', 'likely-supporter')`),
  ],
);

export const contactPhones = pgTable(
  'contact_phones',
  {
    id: id(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    phoneType: phoneType('phone_type').notNull().default('mobile'),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Came from the public voter file; replaced by each refresh. */
    isBaselineData: boolean('is_baseline_data').notNull().default(false),
    /** Added by a volunteer; never touched by a refresh. */
    isManuallyAdded: boolean('is_manually_added').notNull().default(false),
    /** A caller recorded "wrong number" on it: kept (shown struck through), skipped by call lists. */
    wrongNumber: boolean('wrong_number').notNull().default(false),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_phones_contact_idx').on(t.contactId)],
);

export const contactEmails = pgTable(
  'contact_emails',
  {
    id: id(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailType: emailType('email_type').notNull().default('personal'),
    isPrimary: boolean('is_primary').notNull().default(false),
    isBaselineData: boolean('is_baseline_data').notNull().default(false),
    isManuallyAdded: boolean('is_manually_added').notNull().default(false),
    createdAt: createdAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_emails_contact_idx').on(t.contactId)],
);

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type ContactPhoneRow = typeof contactPhones.$inferSelect;
export type ContactEmailRow = typeof contactEmails.$inferSelect;
