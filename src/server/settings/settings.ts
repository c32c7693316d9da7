/**
 * System settings live in `system_settings` (one row per key, JSON value). Reads are cached for a few
 * seconds per process, so a change made on one instance applies on every instance within that time.
 */
import { inArray } from 'drizzle-orm';
import { DEFAULT_MAX_SEARCH_RESULTS, DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../shared/constants.js';
import type { Executor } from '../db/client.js';
import { systemSettings } from '../db/schema/index.js';

export interface Settings {
  sessionTimeoutMinutes: number;
  maxSearchResults: number;
  /** IANA time zone of the campaign: "today" for Edits Today starts at its midnight. */
  timeZone: string;
}

export const DEFAULT_SETTINGS: Settings = {
  sessionTimeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
  maxSearchResults: DEFAULT_MAX_SEARCH_RESULTS,
  timeZone: 'America/New_York',
};

const CACHE_MS = 5_000;
let cached: { at: number; value: Settings } | undefined;

export function forgetCachedSettings() {
  cached = undefined;
}

export async function readSettings(db: Executor): Promise<Settings> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const keys = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, keys));
  const value = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const key = row.key as keyof Settings;
    if (typeof row.value === typeof DEFAULT_SETTINGS[key]) value[key] = row.value as never;
  }
  cached = { at: Date.now(), value };
  return value;
}
