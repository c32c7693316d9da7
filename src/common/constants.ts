/** Business constants (PRODUCT.md, Timings and limits), shared by the server and the browser. */

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SUPPORTER_STATUSES = [
  'confirmed-supporter',
  'likely-supporter',
  'opposition',
  'unknown',
] as const;
export type SupporterStatus = (typeof SUPPORTER_STATUSES)[number];

export const VOLUNTEER_LIKELINESS = [
  'confirmed-volunteer',
  'likely-to-volunteer',
  'will-not-volunteer',
  'unknown',
] as const;
export type VolunteerLikeliness = (typeof VOLUNTEER_LIKELINESS)[number];

export const ADDRESS_SOURCES = ['public', 'volunteer'] as const;
export const PHONE_TYPES = ['mobile', 'home', 'work', 'other'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const EMAIL_TYPES = ['personal', 'work', 'other'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** Walk and call lists (issue 19): a turf to walk door to door, or voters to phone. */
export const LIST_KINDS = ['walk', 'call'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** How a contact attempt was made. */
export const ATTEMPT_CHANNELS = ['door', 'phone', 'text', 'email'] as const;
export type AttemptChannel = (typeof ATTEMPT_CHANNELS)[number];

/** What came of a contact attempt. */
export const ATTEMPT_RESULTS = [
  'talked',
  'not-home',
  'left-message',
  'refused',
  'moved',
  'deceased',
  'wrong-number',
  'do-not-contact',
] as const;
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];
export const ATTEMPT_RESULT_LABELS: Record<AttemptResult, string> = {
  talked: 'Talked',
  'not-home': 'Not home',
  'left-message': 'Left message',
  refused: 'Refused',
  moved: 'Moved',
  deceased: 'Deceased',
  'wrong-number': 'Wrong number',
  'do-not-contact': 'Do not contact',
};
export const ATTEMPT_NOTE_MAX_LENGTH = 500;
/**
 * How far ahead of the server a device's clock may be when it says when an attempt was recorded. Past times
 * have no limit: a phone may have been without signal for days.
 */
export const DEVICE_CLOCK_AHEAD_MAX_HOURS = 24;
/** The most members a list may have unless the List size cap setting says otherwise. */
export const DEFAULT_LIST_SIZE_CAP = 50_000;
/** A list page (GET /api/lists/:id) holds at most this many members. */
export const LIST_PAGE_SIZE = 50;

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The party codes demo voters are drawn from; the search filter offers every Florida code (parties.ts). */
export const PARTY_CODES = ['DEM', 'REP', 'NPA', 'IND', 'LPF', 'GRE', 'CSV', 'NLP', 'CPF', 'CPP'] as const;

export const THEMES = ['light', 'dark', 'glass'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';

export const SEARCH_PAGE_SIZE = 20;
/**
 * A search counts its matches up to this many and then says "10,000+" (decision 0215,
 * docs/decisions/0215-count-cap.md): an exact count of a broad filter at a million contacts is most of the
 * search's time.
 */
export const SEARCH_COUNT_CAP = 10_000;
export const MAX_PAGE_BUTTONS = 5;
/** A conversation's worth (issue 35): the column is unbounded text, the limit is the request schema's. */
export const NOTES_MAX_LENGTH = 2000;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const MOBILE_BREAKPOINT_PX = 768;

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 480;
/** However active, a session ends this long after sign-in. */
export const DEFAULT_SESSION_MAX_HOURS = 24;
export const DEFAULT_MAX_SEARCH_RESULTS = 100;
/**
 * Read budgets per person and hour (decision 0181, docs/decisions/0181-read-budget-size.md): far above a
 * volunteer's busiest shift.
 */
export const DEFAULT_READ_BUDGET_SEARCH_ROWS = 4_000;
export const DEFAULT_READ_BUDGET_PROFILES = 300;
/**
 * Read budgets per person and day, in the campaign's time zone (decision 0345): two busy hours of searching and a
 * day of door and phone work with every voter's profile opened, while a person reading just under the hourly
 * budget all day is stopped after two hours.
 */
export const DEFAULT_READ_BUDGET_SEARCH_ROWS_PER_DAY = 8_000;
export const DEFAULT_READ_BUDGET_PROFILES_PER_DAY = 600;
/** The admins hear of a person who has read this share of a daily budget, and again at all of it. */
export const DEFAULT_READ_ALERT_PERCENT = 50;
/** How long the record of who read what is kept. */
export const DEFAULT_READ_LOG_DAYS = 90;
export const MAX_READ_BUDGET = 1_000_000;

export const IMPACT_GOALS = {
  confirmedSupporters: 500,
  confirmedVolunteers: 100,
  phoneNumbersAdded: 500,
  emailAddressesAdded: 250,
  activeVolunteers: 50,
} as const;

export const IMPACT_REFETCH_MS = 30_000;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const WIPE_CONFIRMATION_WORD = 'DELETE';
