/**
 * Each setting's name and one-line explanation, as the Settings screen shows them; the audit log names a changed
 * setting with the same words.
 */
import type { SettingKey } from './schemas/settings.js';

export const SETTING_TEXTS: Record<SettingKey, { label: string; hint: string }> = {
  sessionTimeoutMinutes: {
    label: 'Session Timeout (minutes)',
    hint: 'How long a signed-in person may be idle before signing in again (5–10080); lowering it also shortens open sessions.',
  },
  sessionMaxHours: {
    label: 'Session Lifetime (hours)',
    hint: 'How long after signing in a session ends, however active it is (1–720).',
  },
  maxSearchResults: {
    label: 'Max Search Results',
    hint: 'The most results one page of a search shows (10–500); the count and the pages still cover every match.',
  },
  importDeactivateGuardPercent: {
    label: 'Import deactivation guard (%)',
    hint: 'A complete-list import that would mark more than this share of active voters inactive waits for an admin to confirm.',
  },
  callingHoursStart: {
    label: 'Calling hours start',
    hint: "Call lists offer calls from this time, in the campaign's time zone.",
  },
  callingHoursEnd: {
    label: 'Calling hours end',
    hint: "Call lists stop offering calls at this time, in the campaign's time zone.",
  },
  listSizeCap: {
    label: 'List size cap',
    hint: 'The most voters one walk or call list may hold.',
  },
  requireTwoFactorForAdmins: {
    label: 'Require two-factor sign-in for admins',
    hint: 'When on, an admin without two-factor sign-in (you included) must set it up before doing anything else.',
  },
  approvedVolunteerRole: {
    label: 'Approved volunteers start as',
    hint: 'The role Approve offers first for a new volunteer; Editors can work walk and call lists, Viewers only read.',
  },
  readBudgetSearchRows: {
    label: 'Search rows per hour',
    hint: 'How many contacts a non-admin may read in search results per hour before reading pauses and admins are told.',
  },
  readBudgetProfiles: {
    label: 'Profiles per hour',
    hint: "How many contact profiles a non-admin may open per hour; a person's own profile can raise or lower it.",
  },
  readBudgetSearchRowsPerDay: {
    label: 'Search rows per day',
    hint: "How many contacts a non-admin may read in search results, network pages and housemates in a day (the campaign's time zone); the voters of their own lists are not counted.",
  },
  readBudgetProfilesPerDay: {
    label: 'Profiles per day',
    hint: 'How many profiles (and call-list phones of lists they made) a non-admin may read in a day.',
  },
  readAlertPercent: {
    label: 'Tell admins at (% of the day)',
    hint: 'Admins are told when a person has read this share of a daily budget, and again when they reach all of it.',
  },
  readLogDays: {
    label: 'Keep who read what (days)',
    hint: 'How long the record of each person’s reads and searches is kept (7–730 days); older days are removed.',
  },
  showNetworkOwners: {
    label: 'Show who already knows a contact',
    hint: 'Editors and admins see on a profile whose networks the contact is in ("In the networks of: Maria G."); viewers never do.',
  },
  showTodayLeaderboard: {
    label: 'Show the Today leaderboard to everyone',
    hint: 'Everyone signed in sees on Our Impact the doors, calls and supporters of each volunteer today; when off, only admins do.',
  },
  candidateName: {
    label: 'Candidate name',
    hint: 'Shown on the talking points and share pages.',
  },
  campaignCity: {
    label: 'City',
    hint: 'The campaign’s city, shown with the candidate’s name.',
  },
  campaignWebsite: {
    label: 'Website',
    hint: 'The address volunteers share with the people they talk to.',
  },
  timeZone: {
    label: 'Time zone',
    hint: '"Today" (edits, attempts, calling hours) starts at midnight in this time zone.',
  },
  impactGoals: {
    label: 'Impact goals',
    hint: 'The targets the progress bars on Our Impact measure against.',
  },
  maintenanceMode: {
    label: 'Maintenance Mode',
    hint: 'While on, everyone but admins can read but not change anything.',
  },
};
