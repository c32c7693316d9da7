/** Contact calls: search, profile, edits, phones and emails. Shared by the pages and the server. */
import { z } from 'zod';
import { BALLOT_STATUSES } from '../ballots.js';
import {
  EMAIL_TYPES,
  NOTES_MAX_LENGTH,
  PHONE_TYPES,
  SEARCH_PAGE_SIZE,
  SUPPORTER_STATUSES,
  VOLUNTEER_LIKELINESS,
} from '../constants.js';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  type ContactFieldKey,
  type ContactFieldValue,
  SUMMARY_FIELD_KEYS,
} from '../contact-fields.js';
import { SEARCH_FILTER_PARAMS } from '../contact-filters.js';
import { phoneField } from '../phone.js';
import { ELECTION_TYPES, HISTORY_CODES } from '../vote-history.js';
import { wholeNumber } from './common.js';
import { contactAttempt } from './lists.js';
import { latestAnswer } from './survey.js';

/** GET /api/contacts/search: the page, its size and every filter's parameters (contact-filters.ts). */
export const searchQuery = z
  .object({
    page: wholeNumber('page', 1, 1_000_000).default(1),
    limit: wholeNumber('limit', 1, 10_000).default(SEARCH_PAGE_SIZE),
    ...SEARCH_FILTER_PARAMS,
  })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    message: 'Minimum age must not be more than maximum age',
    path: ['minAge'],
  });
export type SearchQuery = z.output<typeof searchQuery>;

/** The fields of a contact, as the registry types them (text, or yes/no; null where the field may be empty). */
function contactFieldsSchema<K extends ContactFieldKey>(keys: readonly K[]) {
  const shape = Object.fromEntries(
    keys.map((key) => {
      const field: ContactFieldDefinition = CONTACT_FIELDS[key];
      const value = field.type === 'boolean' ? z.boolean() : z.string();
      return [key, field.nullable ? value.nullable() : value];
    }),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [P in K]: z.ZodType<ContactFieldValue<P>> }>;
}

export const contactSummary = contactFieldsSchema(SUMMARY_FIELD_KEYS);
export type ContactSummary = z.infer<typeof contactSummary>;

/**
 * How a result matched the typed names: as typed (a prefix), through a nickname ("Bill" → William), or by the
 * last part of a compound surname ("Reyes" → Garcia-Reyes).
 */
export const NAME_MATCHES = ['prefix', 'nickname', 'surnamePart'] as const;
export const searchResult = contactSummary.extend({ match: z.enum(NAME_MATCHES) });
export type SearchResult = z.infer<typeof searchResult>;

export const searchResponse = z.object({
  /** Prefix matches first, then nickname matches, then surname-part matches. */
  contacts: z.array(searchResult),
  /** The number of matches, exact up to SEARCH_COUNT_CAP; at the cap when `capped`. */
  total: z.number(),
  /** More than SEARCH_COUNT_CAP contacts match: shown as "10,000+", pages reach the cap. */
  capped: z.boolean(),
  /** The page size used: the limit asked for, at most the Max Search Results setting. */
  pageSize: z.number(),
  /**
   * Up to 10 contacts whose first or last name is close to the typed one ("Smtih" → Smith), when a name
   * search finds less than a page; absent otherwise.
   */
  similar: z.array(contactSummary).optional(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** GET /api/contacts/filter-choices: for each choice filter, the values the active contacts have. */
export const filterChoices = z.record(
  z.string(),
  z.array(z.object({ value: z.string(), count: z.number() })),
);
export type FilterChoices = z.infer<typeof filterChoices>;

/** GET /api/contacts/elections: the elections the imported history files named, newest first. */
export const electionList = z.array(z.object({ date: z.string(), type: z.enum(ELECTION_TYPES) }));
export type ElectionList = z.infer<typeof electionList>;

export const contactPhone = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  phoneType: z.enum(PHONE_TYPES),
  isPrimary: z.boolean(),
  isBaselineData: z.boolean(),
  isManuallyAdded: z.boolean(),
  /** A caller recorded "wrong number": kept, shown struck through, skipped by call lists. */
  wrongNumber: z.boolean(),
  createdAt: z.string(),
});
export const contactEmail = z.object({
  id: z.string(),
  email: z.string(),
  emailType: z.enum(EMAIL_TYPES),
  isPrimary: z.boolean(),
  isBaselineData: z.boolean(),
  isManuallyAdded: z.boolean(),
  createdAt: z.string(),
});

export const auditEntry = z.object({
  id: z.string(),
  action: z.string(),
  tableName: z.string(),
  fieldName: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: z.string(),
  /** The acting user's display name, "System" for imports and start-up, "Deleted user" when gone. */
  userName: z.string(),
});

/** The note as one change left it (null: emptied), who saved it and when. */
export const noteVersion = z.object({
  note: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type NoteVersion = z.infer<typeof noteVersion>;

export const contactProfile = contactFieldsSchema(Object.keys(CONTACT_FIELDS) as ContactFieldKey[]).extend({
  phones: z.array(contactPhone),
  emails: z.array(contactEmail),
  auditLogs: z.array(auditEntry),
  /**
   * The note's changes, newest first (at most 20): the first says who last changed it and when, the rest are
   * its earlier versions. Empty when no change was recorded (a note carried over from before the audit log).
   */
  noteVersions: z.array(noteVersion),
  /** Contact attempts (doors, calls…), newest first, at most 100. */
  attempts: z.array(contactAttempt),
  /** The latest answer to each survey question the voter answered (retired questions included). */
  latestAnswers: z.array(latestAnswer),
  /**
   * The active voters at the same street address and ZIP (a different apartment is another household): how
   * many, this contact included when active, and the others (at most 50), in name order, with how many others
   * were not listed. Null without an address.
   */
  household: z
    .object({
      count: z.number(),
      others: z.array(z.object({ id: z.string(), fullName: z.string() })),
      unlisted: z.number(),
    })
    .nullable(),
  /**
   * From the voter history file (PRODUCT.md, Vote history), null until one has been imported: the
   * contact's elections newest first, and in how many of the last general elections (`recentGenerals` of
   * `generals`, at most 4) they voted.
   */
  votingHistory: z
    .object({
      recentGenerals: z.number(),
      generals: z.number(),
      elections: z.array(
        z.object({
          date: z.string(),
          type: z.enum(ELECTION_TYPES),
          code: z.enum(HISTORY_CODES),
        }),
      ),
    })
    .nullable(),
  /**
   * The voter's ballot in the election under way (the latest with ballot data; PRODUCT.md, Election season), with
   * the day's file it came from; null when the files do not list them or no ballot file was imported.
   */
  ballot: z
    .object({
      electionDate: z.string(),
      status: z.enum(BALLOT_STATUSES),
      statusDate: z.string().nullable(),
      reason: z.string().nullable(),
      cureDeadline: z.string().nullable(),
      fileName: z.string().nullable(),
      importedAt: z.string().nullable(),
    })
    .nullable()
    .default(null),
});
export type ContactProfile = z.infer<typeof contactProfile>;

/**
 * GET /api/contacts/:id: the profile, and for editors and admins (unless the Show who already knows a contact
 * setting is off) whose networks the contact is in, as "Maria G.", the viewer's own as `you`. Viewers never get
 * `knownBy`.
 */
export const openedContactProfile = contactProfile.extend({
  knownBy: z.array(z.object({ name: z.string(), you: z.boolean() })).optional(),
});
export type OpenedContactProfile = z.infer<typeof openedContactProfile>;

export const NOTES_TOO_LONG = `Notes must be at most ${NOTES_MAX_LENGTH.toLocaleString('en-US')} characters`;
export const updateContactRequest = z
  .object({
    supporterStatus: z.enum(SUPPORTER_STATUSES).optional(),
    volunteerLikeliness: z.enum(VOLUNTEER_LIKELINESS).optional(),
    notes: z.string().max(NOTES_MAX_LENGTH, NOTES_TOO_LONG).nullable().optional(),
    /** The updatedAt the editor loaded; a newer one on the server means someone else saved first. */
    expectedUpdatedAt: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type UpdateContactRequest = z.infer<typeof updateContactRequest>;

export const PHONE_MESSAGE = 'Please enter a valid 10-digit phone number';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** local@domain.tld, TLD of two letters or more (PRODUCT.md, Validation). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const phoneRequest = z
  .object({
    phoneNumber: phoneField(PHONE_MESSAGE),
    phoneType: z
      .enum(PHONE_TYPES, { error: 'Phone type must be mobile, home, work or other' })
      .default('mobile'),
  })
  .strict();
export const emailRequest = z
  .object({
    email: z
      .string({ error: EMAIL_MESSAGE })
      .trim()
      .max(254, EMAIL_MESSAGE)
      .refine((v) => CONTACT_EMAIL_PATTERN.test(v), EMAIL_MESSAGE),
    emailType: z
      .enum(EMAIL_TYPES, { error: 'Email type must be personal, work or other' })
      .default('personal'),
  })
  .strict();

/**
 * What an edit or delete was made against (the values the device showed): when the stored row no longer holds
 * them, the server answers 409 instead of overwriting someone else's change (the offline queue sends it).
 */
const EXPECTED_MESSAGE = 'expected must be the value and type the change was made against';
const expectedPhone = z
  .object({ phoneNumber: z.string().max(40), phoneType: z.enum(PHONE_TYPES) }, { error: EXPECTED_MESSAGE })
  .strict();
const expectedEmail = z
  .object({ email: z.string().max(254), emailType: z.enum(EMAIL_TYPES) }, { error: EXPECTED_MESSAGE })
  .strict();
export const phoneUpdateRequest = phoneRequest.extend({ expected: expectedPhone.optional() }).strict();
export const emailUpdateRequest = emailRequest.extend({ expected: expectedEmail.optional() }).strict();
export const phoneDeleteRequest = z.object({ expected: expectedPhone.optional() }).strict().nullish();
export const emailDeleteRequest = z.object({ expected: expectedEmail.optional() }).strict().nullish();
export type PhoneUpdateRequest = z.input<typeof phoneUpdateRequest>;
export type EmailUpdateRequest = z.input<typeof emailUpdateRequest>;
