/**
 * Drafts (what someone typed and has not saved) kept in localStorage under `gw:draft:<contactId>:<field>`, each
 * with the user who typed it: only they see it again. See decision 0204,
 * docs/decisions/0204-whose-changes-a-device-keeps.md.
 */
import {
  isOwned,
  readOwned,
  readStored,
  removeStored,
  removeStoredStartingWith,
  storedKeys,
  writeOwned,
} from '../lib/device-storage';

const PREFIX = 'gw:draft:';

const isAnything = (stored: unknown): stored is unknown => stored !== undefined;

/** The draft this user kept under `key`, if `isValid` accepts it; another person's draft reads as none. */
export function readDraft<T>(
  key: string,
  ownerId: string,
  isValid: (value: unknown) => value is T,
): T | null {
  return readOwned('local', PREFIX + key, ownerId, isValid);
}

export const writeDraft = (key: string, ownerId: string, value: unknown) =>
  writeOwned('local', PREFIX + key, ownerId, value);

export const removeDraft = (key: string) => removeStored('local', PREFIX + key);

/**
 * Someone signed in: everyone else's drafts are deleted. Drafts kept without an owner (by earlier versions)
 * are theirs only when `ownsUnowned`: then they are marked as theirs, else deleted.
 */
export function keepOnlyDraftsOf(ownerId: string, ownsUnowned: boolean) {
  for (const storageKey of storedKeys('local', PREFIX)) {
    const stored = readStored('local', storageKey, isAnything);
    if (isOwned(stored) && stored.ownerId === ownerId) continue;
    if (!isOwned(stored) && stored !== null && ownsUnowned) writeOwned('local', storageKey, ownerId, stored);
    else removeStored('local', storageKey);
  }
}

/** Signing out: no draft stays on the device. */
export const forgetDrafts = () => removeStoredStartingWith('local', PREFIX);
