import { useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '../offline/device-drafts';
import { signedInUserId } from '../offline/device-owner';

/**
 * What someone is typing into an edit (a note, a phone, a status), kept on the device as they type, so an ended
 * session, a reload or a closed tab does not lose it. `key` names the contact and the field. `restored` is the
 * draft this user left when the form mounted (null if none): the form reopens with it. Another person's draft
 * is never shown (offline/device-drafts.ts).
 */
export function useDeviceDraft<T>(key: string, isValid: (value: unknown) => value is T) {
  const [ownerId] = useState(signedInUserId);
  const [restored] = useState(() => (ownerId ? readDraft(key, ownerId, isValid) : null));
  return {
    restored,
    keep: (value: T) => {
      if (ownerId) writeDraft(key, ownerId, value);
    },
    /** Saved or cancelled: the draft is done with. */
    clear: () => removeDraft(key),
  };
}

export const isString = (value: unknown): value is string => typeof value === 'string';
