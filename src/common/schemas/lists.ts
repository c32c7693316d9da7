/** Walk and call lists and contact attempts (issue 19). Shared by the pages and the server. */
import { z } from 'zod';
import { BALLOT_STATUSES } from '../ballots.js';
import {
  ATTEMPT_CHANNELS,
  ATTEMPT_NOTE_MAX_LENGTH,
  ATTEMPT_RESULTS,
  DEVICE_CLOCK_AHEAD_MAX_HOURS,
  LIST_KINDS,
  SUPPORTER_STATUSES,
  VOLUNTEER_LIKELINESS,
} from '../constants.js';
import { hasSearchCriteria, SEARCH_FILTER_PARAMS } from '../contact-filters.js';
import { wholeNumber } from './common.js';

export const LIST_NAME_MAX = 100;
export const LIST_ASSIGNEES_MAX = 50;

const uuid = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message);

export const LIST_NEEDS_CRITERIA =
  'Add a name, an address or a filter to make a list: a list is never the whole voter file.';

/** The search's parameters by the same names and values (contact-filters.ts); unknown names are refused. */
export const listFilterParams = z.object(SEARCH_FILTER_PARAMS).strict();

/**
 * A list's filters: the search's parameters as the search page's address bar has them, plus `lastResult`. At
 * least one must say something, for every role: a list of everyone is a copy of the voter file to page through.
 */
export const listFilters = listFilterParams
  .refine(hasSearchCriteria, { message: LIST_NEEDS_CRITERIA })
  .refine((q) => q.minAge === undefined || q.maxAge === undefined || q.minAge <= q.maxAge, {
    message: 'Minimum age must not be more than maximum age',
    path: ['minAge'],
  });
/** The filters as sent (and stored, so a refresh reads them again the same way). */
export type ListFiltersInput = Record<string, string>;

const listName = z
  .string({ error: 'Give the list a name' })
  .trim()
  .min(1, 'Give the list a name')
  .max(LIST_NAME_MAX, `A list name must be at most ${LIST_NAME_MAX} characters`);

const assigneeIds = z
  .array(uuid('Each assignee must be a person chosen from the list of users'), {
    error: 'Assignees must be a list of people',
  })
  .max(LIST_ASSIGNEES_MAX, `A list can be assigned to at most ${LIST_ASSIGNEES_MAX} people`);

/** The filters' values travel as text (as in an address bar); numbers are taken as their text. */
const filterValues = z
  .record(z.string(), z.union([z.string(), z.number()]), { error: 'Filters must be names with values' })
  .default({})
  .transform((record) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v)])));

export const createListRequest = z
  .object({
    name: listName,
    kind: z.enum(LIST_KINDS, { error: 'A list is a walk list or a call list (kind "walk" or "call")' }),
    filters: filterValues,
    assigneeIds: assigneeIds.optional(),
    /**
     * While an election has ballot data, leave out voters who have voted, and drop those who vote later at each
     * refresh ("Skip voters who have already voted", ticked unless the person unticks it).
     */
    skipVoted: z.boolean({ error: 'skipVoted is true or false' }).optional(),
    /** Confirmed, then likely supporters first (the election view's chase list). */
    supportersFirst: z.boolean({ error: 'supportersFirst is true or false' }).optional(),
  })
  .strict();
export type CreateListRequest = z.input<typeof createListRequest>;

export const updateListRequest = z
  .object({ name: listName.optional(), assigneeIds: assigneeIds.optional() })
  .strict()
  .refine(
    (r) => r.name !== undefined || r.assigneeIds !== undefined,
    'Say what to change: a name or assignees',
  );
export type UpdateListRequest = z.input<typeof updateListRequest>;

/** Turfs: at most this many from one list, and the doors per turf a cut aims at unless told (issue 35). */
export const TURFS_MAX = 200;
export const DEFAULT_DOORS_PER_TURF = 60;

const turfCount = (name: string, min: number, max: number) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** `POST /api/lists/{id}/split`: how many turfs, or about how many doors each; exactly one of the two. */
export const splitListRequest = z
  .object({
    turfs: turfCount('The number of turfs', 2, TURFS_MAX).optional(),
    doorsPerTurf: turfCount('Doors per turf', 1, 10_000).optional(),
  })
  .strict()
  .refine((r) => (r.turfs === undefined) !== (r.doorsPerTurf === undefined), {
    message: 'Say either how many turfs ("turfs") or how many doors per turf ("doorsPerTurf"), not both',
  });
export type SplitListRequest = z.input<typeof splitListRequest>;

export const turfSummary = z.object({
  id: z.string(),
  name: z.string(),
  doors: z.number(),
  voters: z.number(),
});
export type TurfSummary = z.infer<typeof turfSummary>;
export const splitListResponse = z.object({ turfs: z.array(turfSummary) });

export const listProgress = z.object({
  total: z.number(),
  attempted: z.number(),
  /** Members by the latest result recorded since the list was made. */
  byResult: z.partialRecord(z.enum(ATTEMPT_RESULTS), z.number()),
});
export type ListProgress = z.infer<typeof listProgress>;

const person = z.object({ id: z.string(), name: z.string() });

export const listSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  size: z.number(),
  createdAt: z.string(),
  owner: person.nullable(),
  assignees: z.array(person),
  filters: z.record(z.string(), z.string()),
  progress: listProgress,
  /**
   * Households (one door each; a voter without an address is a door of their own). This and the two below are
   * always sent; optional only for lists kept on a device by an earlier version.
   */
  doors: z.number().optional(),
  /** A turf: the list it was cut from and its number there (issue 35); null otherwise. */
  parentId: z.string().nullable().optional(),
  turfNumber: z.number().nullable().optional(),
  /** Leaves out voters who have voted (and drops them on a refresh): made to, and an election has ballot files. */
  skipsVoted: z.boolean().optional(),
});
export type ListSummary = z.infer<typeof listSummary>;
export const listSummaries = z.array(listSummary);

export const createdList = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(LIST_KINDS),
  size: z.number(),
  createdAt: z.string(),
});

export const listPageQuery = z.object({ page: wholeNumber('page', 1, 1_000_000).default(1) });

export const listMemberPhone = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  phoneType: z.string(),
  wrongNumber: z.boolean(),
});

export const listMember = z.object({
  contactId: z.string(),
  /** The voter's ballot in the election under way (PRODUCT.md, Election season); null without one. */
  ballot: z
    .object({
      status: z.enum(BALLOT_STATUSES),
      statusDate: z.string().nullable(),
      reason: z.string().nullable(),
      cureDeadline: z.string().nullable(),
    })
    .nullable()
    .optional(),
  position: z.number(),
  /** Voters at one door share it (walk lists); null on call lists and for voters without an address. */
  household: z.string().nullable(),
  fullName: z.string(),
  dateOfBirth: z.string().nullable(),
  party: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  supporterStatus: z.enum(SUPPORTER_STATUSES),
  doNotContact: z.boolean(),
  moved: z.boolean(),
  deceased: z.boolean(),
  /** The latest result recorded for this voter since the list was made, when, and by whom. */
  lastResult: z.enum(ATTEMPT_RESULTS).nullable(),
  lastAttemptAt: z.string().nullable(),
  lastAttemptBy: z.string().nullable(),
  /**
   * The voter's latest result from anywhere (another list, the profile) when this list has not counted it: from
   * before any result on this list (a re-knock list shows who was not home last time, and when), or by another
   * channel than the list's (a call list's voter talked to at the door), and how it was made.
   */
  earlierResult: z.enum(ATTEMPT_RESULTS).nullable(),
  earlierAttemptAt: z.string().nullable(),
  /** Optional only for pages kept on a device by an earlier version (listPages). */
  earlierChannel: z.enum(ATTEMPT_CHANNELS).nullable().optional(),
  /** Call lists: the voter's phones, wrong numbers marked. */
  phones: z.array(listMemberPhone),
});
export type ListMember = z.infer<typeof listMember>;

export const listDetail = listSummary.extend({
  /** Whether the reader may rename, assign, refresh and delete it (its owner or an admin): the server's rule. */
  canManage: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  /**
   * A page holds whole households, so it may hold more than `pageSize` members, and a page whose range a large
   * household took is empty: the pages next to this one that hold members (null at either end), and the last.
   * The server always sends them; optional only for pages kept on a device by an earlier version (listPages).
   */
  previousPage: z.number().nullable().optional(),
  nextPage: z.number().nullable().optional(),
  lastPage: z.number().optional(),
  /**
   * How many members of the list come before this page: the sheet says "Voters 51–104 of 1,240", which stays
   * true where a large household makes the page numbers skip. Optional like the three above.
   */
  membersBefore: z.number().optional(),
  members: z.array(listMember),
  /** Latest results by who recorded them: only for the list's owner and admins. */
  byVolunteer: z.array(z.object({ name: z.string(), attempted: z.number() })).optional(),
  /** Call lists: the campaign's calling hours and whether it is within them now. */
  callingHours: z.object({ start: z.string(), end: z.string(), timeZone: z.string(), open: z.boolean() }),
});
export type ListDetail = z.infer<typeof listDetail>;

const answerKey = z.string().max(100);
export const recordAttemptRequest = z
  .object({
    clientId: uuid('clientId must be a UUID made on the device').optional(),
    listId: uuid('listId must be the id of a list').optional(),
    channel: z.enum(ATTEMPT_CHANNELS, { error: 'Channel must be door, phone, text or email' }),
    result: z.enum(ATTEMPT_RESULTS, {
      error: `Result must be one of: ${ATTEMPT_RESULTS.join(', ')}`,
    }),
    phoneId: uuid('phoneId must be the id of one of this contact’s phones').optional(),
    note: z
      .string()
      .trim()
      .max(ATTEMPT_NOTE_MAX_LENGTH, `A note must be at most ${ATTEMPT_NOTE_MAX_LENGTH} characters`)
      .optional()
      .transform((v) => v || undefined),
    supporterStatus: z.enum(SUPPORTER_STATUSES, { error: 'Unknown supporter status' }).optional(),
    volunteerLikeliness: z.enum(VOLUNTEER_LIKELINESS, { error: 'Unknown volunteer status' }).optional(),
    answers: z.record(answerKey, z.string().max(200)).optional(),
    /** When the device recorded it (ISO 8601); kept beside the server's time. */
    deviceAt: z.iso
      .datetime({ offset: true, error: 'deviceAt must be a time such as 2026-05-01T14:30:00Z' })
      .refine((at) => Date.parse(at) <= Date.now() + DEVICE_CLOCK_AHEAD_MAX_HOURS * 3_600_000, {
        message: `deviceAt is more than ${DEVICE_CLOCK_AHEAD_MAX_HOURS} hours in the future: check the device's clock`,
      })
      .optional(),
  })
  .strict()
  // What the screens can record (PRODUCT.md, Contact attempts): a wrong number is a call's or a text's, and a
  // status is set only by a conversation.
  .refine((a) => a.result !== 'wrong-number' || a.channel === 'phone' || a.channel === 'text', {
    message: 'A wrong number is recorded only for calls and texts',
    path: ['result'],
  })
  .refine((a) => a.result === 'talked' || (!a.supporterStatus && !a.volunteerLikeliness), {
    message: 'A supporter or volunteer status is recorded only with "Talked"',
    path: ['supporterStatus'],
  });
export type RecordAttemptRequest = z.input<typeof recordAttemptRequest>;

export const contactAttempt = z.object({
  id: z.string(),
  contactId: z.string(),
  listId: z.string().nullable(),
  clientId: z.string().nullable(),
  channel: z.enum(ATTEMPT_CHANNELS),
  result: z.enum(ATTEMPT_RESULTS),
  phoneId: z.string().nullable(),
  note: z.string().nullable(),
  supporterStatus: z.enum(SUPPORTER_STATUSES).nullable(),
  volunteerLikeliness: z.enum(VOLUNTEER_LIKELINESS).nullable(),
  userName: z.string(),
  createdAt: z.string(),
  deviceAt: z.string().nullable(),
});
export type ContactAttempt = z.infer<typeof contactAttempt>;
