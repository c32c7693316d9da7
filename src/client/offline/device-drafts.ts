/**
 * Drafts (what someone typed and has not saved) kept in localStorage under `gw:draft:<contactId>:<field>`, each
 * with the user who typed it: only they see it again. See docs/DECISIONS.md ("Whose changes a device keeps").
 */
import {
  readStored,
  removeStored,
  removeStoredStartingWith,
  storedKeys,
  writeStored,
} from '../lib/device-storage';

const PREFIX = 'gw:draft:';

interface OwnedDraft {
  ownerId: string;
  value: unknown;
}

const isOwnedDraft = (stored: unknown): stored is OwnedDraft =>
  typeof stored === 'object' &&
  stored !== null &&
  typeof (stored as OwnedDraft).ownerId === 'string' &&
  'value' in stored;

const isAnything = (stored: unknown): stored is unknown => stored !== undefined;

/** The draft this user kept under `key`, if `isValid` accepts it; another person's draft reads as none. */
export function readDraft<T>(
  key: string,
  ownerId: string,
  isValid: (value: unknown) => value is T,
): T | null {
  const stored = readStored('local', PREFIX + key, isOwnedDraft);
  return stored?.ownerId === ownerId && isValid(stored.value) ? stored.value : null;
}

export const writeDraft = (key: string, ownerId: string, value: unknown) =>
  writeStored('local', PREFIX + key, { ownerId, value } satisfies OwnedDraft);

export const removeDraft = (key: string) => removeStored('local', PREFIX + key);

/**
 * Someone signed in: everyone else's drafts are deleted. Drafts kept without an owner (by earlier versions)
 * are theirs only when `ownsUnowned`: then they are marked as theirs, else deleted.
 */
export function keepOnlyDraftsOf(ownerId: string, ownsUnowned: boolean) {
  for (const storageKey of storedKeys('local', PREFIX)) {
    const stored = readStored('local', storageKey, isAnything);
    if (isOwnedDraft(stored) && stored.ownerId === ownerId) continue;
    if (!isOwnedDraft(stored) && stored !== null && ownsUnowned)
      writeStored('local', storageKey, { ownerId, value: stored } satisfies OwnedDraft);
    else removeStored('local', storageKey);
  }
}

/** Signing out: no draft stays on the device. */
export const forgetDrafts = () => removeStoredStartingWith('local', PREFIX);
