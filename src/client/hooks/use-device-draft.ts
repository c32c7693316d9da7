import { useState } from 'react';
import { readStored, removeStored, writeStored } from '../lib/device-storage';

/**
 * What someone is typing into an edit (a note, a phone, a status), kept on the device as they type, so an ended
 * session, a reload or a closed tab does not lose it. `key` names the contact and the field. `restored` is the
 * draft found when the form mounted (null if none): the form reopens with it.
 */
export function useDeviceDraft<T>(key: string, isValid: (value: unknown) => value is T) {
  const storageKey = `gw:draft:${key}`;
  const [restored] = useState(() => readStored('local', storageKey, isValid));
  return {
    restored,
    keep: (value: T) => writeStored('local', storageKey, value),
    /** Saved or cancelled: the draft is done with. */
    clear: () => removeStored('local', storageKey),
  };
}

export const isString = (value: unknown): value is string => typeof value === 'string';
