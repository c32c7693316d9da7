import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.js';
import { addressSource, emailType, phoneType, supporterStatus, volunteerLikeliness } from './enums.js';
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
    lastPublicUpdate: timestamptz('last_public_update'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUpdatedBy: uuid('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('contacts_system_id_unique').on(t.systemId)],
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
