/**
 * Small JSON values kept in the browser (sessionStorage for the tab, localStorage for the device). Storage can
 * be missing, full or refused (private browsing): then nothing is kept and nothing breaks.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored value when `isValid` accepts it (it was written by another version, or by hand), else null. */
export function readStored<T>(which: Area, key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = area(which)?.getItem(key);
    if (raw == null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(which: Area, key: string, value: unknown) {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // full or refused: the value is simply not kept
  }
}

export function removeStored(which: Area, key: string) {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to do
  }
}

/** Removes every key that starts with `prefix` (keys are read first: removing while walking skips some). */
export function removeStoredStartingWith(which: Area, prefix: string) {
  for (const key of storedKeys(which, prefix)) removeStored(which, key);
}

export function storedKeys(which: Area, prefix: string): string[] {
  try {
    const storage = area(which);
    if (!storage) return [];
    return Object.keys(storage).filter((key) => key.startsWith(prefix));
  } catch {
    return [];
  }
}

/** A value kept for one person: whoever else signs in on the device reads nothing. */
export interface Owned<T = unknown> {
  ownerId: string;
  value: T;
}

export const isOwned = (stored: unknown): stored is Owned =>
  typeof stored === 'object' &&
  stored !== null &&
  typeof (stored as Owned).ownerId === 'string' &&
  'value' in stored;

/** The value `ownerId` kept under `key`, if `isValid` accepts it; another person's value reads as none. */
export function readOwned<T>(
  which: Area,
  key: string,
  ownerId: string,
  isValid: (value: unknown) => value is T,
): T | null {
  const stored = readStored(which, key, isOwned);
  return stored?.ownerId === ownerId && isValid(stored.value) ? stored.value : null;
}

export const writeOwned = (which: Area, key: string, ownerId: string, value: unknown) =>
  writeStored(which, key, { ownerId, value } satisfies Owned);
