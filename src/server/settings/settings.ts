/**
 * System settings live in `system_settings` (one row per key, JSON value). Every request reads them, so
 * they are cached per process. A change is announced with NOTIFY in its own transaction; each instance LISTENs
 * (watchSettings) and drops its cache when it hears one, so a change made on one instance applies on the
 * others within milliseconds. While an instance is not listening (its connection was lost) it does not cache
 * at all.
 * The campaign profile's defaults come from the environment (config.campaign); the rest from common/constants.ts.
 */
import { inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_LIST_SIZE_CAP,
  DEFAULT_MAX_SEARCH_RESULTS,
  DEFAULT_READ_ALERT_PERCENT,
  DEFAULT_READ_BUDGET_PROFILES,
  DEFAULT_READ_BUDGET_PROFILES_PER_DAY,
  DEFAULT_READ_BUDGET_SEARCH_ROWS,
  DEFAULT_READ_BUDGET_SEARCH_ROWS_PER_DAY,
  DEFAULT_READ_LOG_DAYS,
  DEFAULT_SESSION_MAX_HOURS,
  DEFAULT_SESSION_TIMEOUT_MINUTES,
} from '../../common/constants.js';
import {
  DEFAULT_IMPACT_GOALS,
  type SettingKey,
  type Settings,
  settingsSchema,
  type UpdateSettingsRequest,
} from '../../common/schemas/settings.js';
import type { Database, Db, Executor } from '../db/client.js';
import { systemSettings } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';

export type { Settings };

const BASE_DEFAULTS: Settings = {
  sessionTimeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
  sessionMaxHours: DEFAULT_SESSION_MAX_HOURS,
  maxSearchResults: DEFAULT_MAX_SEARCH_RESULTS,
  readBudgetSearchRows: DEFAULT_READ_BUDGET_SEARCH_ROWS,
  readBudgetProfiles: DEFAULT_READ_BUDGET_PROFILES,
  readBudgetSearchRowsPerDay: DEFAULT_READ_BUDGET_SEARCH_ROWS_PER_DAY,
  readBudgetProfilesPerDay: DEFAULT_READ_BUDGET_PROFILES_PER_DAY,
  readAlertPercent: DEFAULT_READ_ALERT_PERCENT,
  readLogDays: DEFAULT_READ_LOG_DAYS,
  timeZone: 'America/New_York',
  candidateName: 'Alex Rivera',
  campaignCity: 'Tallahassee',
  campaignWebsite: 'https://example.org',
  impactGoals: DEFAULT_IMPACT_GOALS,
  showNetworkOwners: true,
  showTodayLeaderboard: false,
  maintenanceMode: false,
  requireTwoFactorForAdmins: false,
  importDeactivateGuardPercent: 10,
  callingHoursStart: '09:00',
  callingHoursEnd: '21:00',
  listSizeCap: DEFAULT_LIST_SIZE_CAP,
  approvedVolunteerRole: 'editor',
};

let defaults: Settings = BASE_DEFAULTS;

/** The app calls this once at build time with the environment's campaign profile. */
export function setCampaignDefaults(campaign: { candidateName: string; city: string; website: string }) {
  defaults = {
    ...BASE_DEFAULTS,
    candidateName: campaign.candidateName,
    campaignCity: campaign.city,
    campaignWebsite: campaign.website,
  };
  forgetCachedSettings();
}

const CACHE_MS = 5_000;
let cached: { at: number; value: Settings } | undefined;
/** False while a PostgreSQL instance cannot hear other instances' changes: then every read reads. */
let cacheTrusted = true;

export function forgetCachedSettings() {
  cached = undefined;
}

/** The NOTIFY channel a settings change is announced on. */
export const SETTINGS_CHANNEL = 'groundwork_settings';

/**
 * Hears other instances' settings changes; returns the stop function. Until the listener is
 * connected, and whenever it loses its connection, settings are read on every call.
 */
export function watchSettings(database: Database) {
  const listener = database.listen({
    channel: SETTINGS_CHANNEL,
    onMessage: forgetCachedSettings,
    onStateChange: (listening) => {
      cacheTrusted = listening;
      forgetCachedSettings();
    },
  });
  cacheTrusted = listener.listening;
  return async () => {
    await listener.close();
    cacheTrusted = true;
  };
}

const KEYS = Object.keys(BASE_DEFAULTS) as SettingKey[];

export async function readSettings(db: Executor): Promise<Settings> {
  if (cacheTrusted && cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, KEYS));
  const value: Settings = { ...defaults };
  for (const row of rows) {
    const key = row.key as SettingKey;
    // A stored value that no longer fits the schema (edited by hand, older version) falls back to the default.
    const parsed = settingsSchema.shape[key].safeParse(row.value);
    if (parsed.success) (value as Record<SettingKey, unknown>)[key] = parsed.data;
  }
  cached = { at: Date.now(), value };
  return value;
}

/** One setting a save changed, with its value before and after. */
export type SettingChange = {
  [K in SettingKey]: { key: K; oldValue: Settings[K]; newValue: Settings[K] };
}[SettingKey];

/**
 * What else happens when settings change (the audit row, shorter sessions). It runs inside the saving
 * transaction, so the change and its consequences stand or fall together.
 */
export type SettingsChangeSubscriber = (
  tx: Executor,
  change: { userId: string | null; changes: SettingChange[] },
) => Promise<void>;

const subscribers = new Set<SettingsChangeSubscriber>();

/**
 * The features a settings change concerns subscribe at app start, so this module depends on none of them.
 * Subscribing the same function again changes nothing.
 */
export function onSettingsChange(subscriber: SettingsChangeSubscriber) {
  subscribers.add(subscriber);
}

export const CALLING_HOURS_EMPTY =
  'Calling hours must end at another time than they start: as they are, no call could ever be placed. For any time of day, use 00:00 to 23:59.';

/** Rules between settings, checked on what the change would leave saved (one of the pair may be unchanged). */
function checkTogether(settings: Settings) {
  if (settings.callingHoursStart === settings.callingHoursEnd)
    throw new InvalidInputError(CALLING_HOURS_EMPTY, [
      { path: 'callingHoursEnd', message: CALLING_HOURS_EMPTY },
    ]);
}

/** Saves the changed settings in one transaction and tells the subscribers; returns the new settings. */
export async function updateSettings(db: Db, userId: string | null, changes: UpdateSettingsRequest) {
  forgetCachedSettings();
  const current = await readSettings(db);
  checkTogether({ ...current, ...changes } as Settings);
  const saved: SettingChange[] = [];
  await db.transaction(async (tx) => {
    for (const key of Object.keys(changes) as SettingKey[]) {
      const next = changes[key];
      if (next === undefined || JSON.stringify(next) === JSON.stringify(current[key])) continue;
      await tx
        .insert(systemSettings)
        .values({ key, value: next, updatedBy: userId })
        .onConflictDoUpdate({
          target: systemSettings.key,
          set: { value: sql`excluded.value`, updatedBy: userId, updatedAt: sql`now()` },
        });
      saved.push({ key, oldValue: current[key], newValue: next } as SettingChange);
    }
    if (saved.length === 0) return;
    for (const subscriber of subscribers) await subscriber(tx, { userId, changes: saved });
    // Delivered at commit to every instance that listens (watchSettings).
    await tx.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, '')`);
  });
  forgetCachedSettings();
  return readSettings(db);
}
