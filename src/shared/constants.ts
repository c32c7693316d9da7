/** Business constants from SPEC §3 and §9, shared by the server and the browser. */

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

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Party codes offered by the search filter, in the spec's order ("all" is added by the UI). */
export const PARTY_CODES = ['DEM', 'REP', 'NPA', 'IND', 'LPF', 'GRE', 'CSV', 'NLP', 'CPF', 'CPP'] as const;

export const THEMES = ['light', 'dark', 'glass'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';

export const SEARCH_PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 5;
export const NOTES_MAX_LENGTH = 500;
export const PHONE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const MOBILE_BREAKPOINT_PX = 768;

export const DEFAULT_SESSION_TIMEOUT_MINUTES = 480;
export const DEFAULT_MAX_SEARCH_RESULTS = 100;

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
