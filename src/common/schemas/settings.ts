import { z } from 'zod';
import { IMPACT_GOALS, MAX_READ_BUDGET, type Role } from '../constants.js';

const clockTime = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 09:00` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:00 (24-hour clock)`);

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const goal = (label: string) =>
  z
    .number({ error: `${label} goal must be a number` })
    .int(`${label} goal must be a whole number`)
    .min(1, `${label} goal must be at least 1`)
    .max(10_000_000, `${label} goal must be at most 10,000,000`);

export const impactGoalsSchema = z.object({
  confirmedSupporters: goal('Confirmed Supporters'),
  confirmedVolunteers: goal('Confirmed Volunteers'),
  phoneNumbersAdded: goal('Phone Numbers Added'),
  emailAddressesAdded: goal('Email Addresses Added'),
  activeVolunteers: goal('Volunteers with Network Contacts'),
});
export type ImpactGoals = z.infer<typeof impactGoalsSchema>;
export const DEFAULT_IMPACT_GOALS: ImpactGoals = { ...IMPACT_GOALS };

/** The roles a registration may be approved with by default: never admin, which is always a deliberate choice. */
export const APPROVED_VOLUNTEER_ROLES = ['editor', 'viewer'] as const satisfies readonly Role[];
const approvedVolunteerRole = () =>
  z.enum(APPROVED_VOLUNTEER_ROLES, { error: 'Approved volunteers must start as Editor or Viewer' });

/** Every admin setting (PRODUCT.md, Settings) with the bounds the server enforces. */
export const settingsSchema = z.object({
  sessionTimeoutMinutes: z
    .number({ error: 'Session Timeout must be a number of minutes' })
    .int('Session Timeout must be a whole number of minutes')
    .min(5, 'Session Timeout must be at least 5 minutes')
    .max(10080, 'Session Timeout must be at most 10080 minutes (7 days)'),
  sessionMaxHours: z
    .number({ error: 'Session Lifetime must be a number of hours' })
    .int('Session Lifetime must be a whole number of hours')
    .min(1, 'Session Lifetime must be at least 1 hour')
    .max(720, 'Session Lifetime must be at most 720 hours (30 days)'),
  maxSearchResults: z
    .number({ error: 'Max Search Results must be a number' })
    .int('Max Search Results must be a whole number')
    .min(10, 'Max Search Results must be at least 10')
    .max(500, 'Max Search Results must be at most 500'),
  /** Read budgets: what a non-admin may read per hour before reading pauses and the admins are told. */
  readBudgetSearchRows: z
    .number({ error: 'Search rows per hour must be a number' })
    .int('Search rows per hour must be a whole number')
    .min(20, 'Search rows per hour must be at least 20 (one page)')
    .max(MAX_READ_BUDGET, 'Search rows per hour must be at most 1,000,000'),
  readBudgetProfiles: z
    .number({ error: 'Profiles per hour must be a number' })
    .int('Profiles per hour must be a whole number')
    .min(1, 'Profiles per hour must be at least 1')
    .max(MAX_READ_BUDGET, 'Profiles per hour must be at most 1,000,000'),
  readBudgetSearchRowsPerDay: z
    .number({ error: 'Search rows per day must be a number' })
    .int('Search rows per day must be a whole number')
    .min(20, 'Search rows per day must be at least 20 (one page)')
    .max(MAX_READ_BUDGET, 'Search rows per day must be at most 1,000,000'),
  readBudgetProfilesPerDay: z
    .number({ error: 'Profiles per day must be a number' })
    .int('Profiles per day must be a whole number')
    .min(1, 'Profiles per day must be at least 1')
    .max(MAX_READ_BUDGET, 'Profiles per day must be at most 1,000,000'),
  /** The admins are told when a person has read this share of a daily budget (and again at all of it). */
  readAlertPercent: z
    .number({ error: 'Alert share must be a percentage' })
    .int('Alert share must be a whole percentage')
    .min(1, 'Alert share must be at least 1 %')
    .max(99, 'Alert share must be at most 99 %'),
  /** Who read what (per person and day, and the searches they ran) is kept this many days. */
  readLogDays: z
    .number({ error: 'Keep the read record must be a number of days' })
    .int('Keep the read record must be a whole number of days')
    .min(7, 'Keep the read record at least 7 days')
    .max(730, 'Keep the read record at most 730 days'),
  /** IANA time zone of the campaign: "today" for Edits Today starts at its midnight. */
  timeZone: z.string().trim().refine(isTimeZone, 'Time zone must be a name such as America/New_York'),
  candidateName: z
    .string()
    .trim()
    .min(1, 'Candidate name is required')
    .max(100, 'Candidate name must be at most 100 characters'),
  campaignCity: z
    .string()
    .trim()
    .min(1, 'Campaign city is required')
    .max(100, 'Campaign city must be at most 100 characters'),
  campaignWebsite: z
    .url({
      protocol: /^https?$/,
      error: 'Campaign website must be a full address such as https://example.org',
    })
    .max(300, 'Campaign website must be at most 300 characters'),
  impactGoals: impactGoalsSchema,
  /** Editors and admins see on a profile whose networks the contact is in ("In the networks of"). */
  showNetworkOwners: z.boolean({ error: 'Show who already knows a contact must be on or off' }),
  /** Our Impact's Today view by volunteer (a leaderboard): admins always see it; everyone else only when on. */
  showTodayLeaderboard: z.boolean({ error: 'Show the Today leaderboard to everyone must be on or off' }),
  /** Maintenance Mode (Data Management): non-admins may read but not change anything. */
  maintenanceMode: z.boolean({ error: 'Maintenance Mode must be on or off' }),
  /** A full refresh that would mark more than this share of the active contacts inactive asks for confirmation. */
  importDeactivateGuardPercent: z
    .number({ error: 'Deactivation guard must be a percentage' })
    .min(0, 'Deactivation guard must be at least 0 %')
    .max(100, 'Deactivation guard must be at most 100 %'),
  /** Calls may be placed from a call list between these times, in the campaign's time zone. */
  callingHoursStart: clockTime('Calling hours start'),
  callingHoursEnd: clockTime('Calling hours end'),
  /** The most members a walk or call list may have. */
  listSizeCap: z
    .number({ error: 'List size cap must be a number' })
    .int('List size cap must be a whole number')
    .min(10, 'List size cap must be at least 10')
    .max(1_000_000, 'List size cap must be at most 1,000,000'),
  /** When on, an admin without two-factor sign-in can do nothing but set it up. */
  requireTwoFactorForAdmins: z.boolean({ error: 'Require two-factor sign-in for admins must be on or off' }),
  /** The role an approved registration gets when the admin picks none (the Approve button's default). */
  approvedVolunteerRole: approvedVolunteerRole(),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;

/** Save Settings sends the fields the admin changed; unknown keys are refused. */
export const updateSettingsRequest = settingsSchema.partial().strict();
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequest>;

/** The Maintenance Mode button's call. */
export const maintenanceRequest = z.object({
  enabled: z.boolean({ error: 'Say whether maintenance mode should be on (true) or off (false)' }),
});

/** What every signed-in page needs to know about the system: the maintenance banner. */
export const systemStatus = z.object({ maintenanceMode: z.boolean() });
export type SystemStatus = z.infer<typeof systemStatus>;
