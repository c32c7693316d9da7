/**
 * System settings live in `system_settings` (one row per key, JSON value). Every request reads them, so
 * they are cached per process. A change is announced with NOTIFY in its own transaction; on PostgreSQL each
 * instance LISTENs (watchSettings) and drops its cache when it hears one, so a change made on one instance
 * applies on the others within milliseconds. While an instance is not listening (its connection was lost)
 * it does not cache at all. The embedded engine has one process, which drops its own cache on a change.
 * The campaign profile's defaults come from the environment (config.campaign); the rest from SPEC §9.
 */
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_MAX_SEARCH_RESULTS, DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../shared/constants.js';
import {
  DEFAULT_IMPACT_GOALS,
  type SettingKey,
  type Settings,
  settingsSchema,
  type UpdateSettingsRequest,
} from '../../shared/schemas/settings.js';
import { type AuditEvent, recordAudit } from '../audit/record-audit.js';
import { shortenSessions } from '../auth/sessions.js';
import type { Database, Db, Executor } from '../db/client.js';
import { systemSettings } from '../db/schema/index.js';

export type { Settings };

const BASE_DEFAULTS: Settings = {
  sessionTimeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
  maxSearchResults: DEFAULT_MAX_SEARCH_RESULTS,
  timeZone: 'America/New_York',
  candidateName: 'Alex Rivera',
  campaignCity: 'Tallahassee',
  campaignWebsite: 'https://example.org',
  impactGoals: DEFAULT_IMPACT_GOALS,
  maintenanceMode: false,
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
 * Hears other instances' settings changes (PostgreSQL); returns the stop function. Until the listener is
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
  if (!listener) return async () => undefined;
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

/** Saves the changed settings in one transaction, one audit row per changed key; returns the new settings. */
export async function updateSettings(db: Db, userId: string | null, changes: UpdateSettingsRequest) {
  forgetCachedSettings();
  const current = await readSettings(db);
  const events: AuditEvent[] = [];
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
      events.push({
        action: 'update',
        tableName: 'system_settings',
        recordId: key,
        userId,
        fieldName: key,
        oldValue: JSON.stringify(current[key]),
        newValue: JSON.stringify(next),
      });
    }
    // A lowered timeout shortens existing sessions by the same amount (docs/DECISIONS.md), so an idle
    // session that is already past the new limit ends now instead of being extended on its next use.
    const lowered =
      current.sessionTimeoutMinutes - (changes.sessionTimeoutMinutes ?? current.sessionTimeoutMinutes);
    if (lowered > 0) await shortenSessions(tx, lowered);
    await recordAudit(tx, ...events);
    // Delivered at commit to every instance that listens (watchSettings).
    if (events.length > 0) await tx.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, '')`);
  });
  forgetCachedSettings();
  return readSettings(db);
}
