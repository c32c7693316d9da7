import { useState } from 'react';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { errorStatus } from '../../../api/api-error';
import { type ContactChanges, useUpdateContact } from '../../../api/contacts';
import { useDeviceDraft } from '../../../hooks/use-device-draft';

/**
 * The edit cycle of a profile section: Edit opens a draft of the current values, kept on the device as it
 * changes (so a reload or an ended session does not lose it, and the form reopens with it); Save sends only
 * what changed; Cancel, a save, or someone else's save first (409: the reloaded values show rather than the
 * stale draft) closes it.
 */
export function useProfileEdit<T>({
  contact,
  draftName,
  isDraft,
  current,
  changesOf,
}: {
  contact: ContactProfile;
  /** Names the draft on the device, beside the contact's id. */
  draftName: string;
  isDraft: (value: unknown) => value is T;
  current: T;
  changesOf: (draft: T) => ContactChanges;
}) {
  const update = useUpdateContact(contact);
  const kept = useDeviceDraft(`${contact.id}:${draftName}`, isDraft);
  const [editing, setEditing] = useState(kept.restored !== null);
  const [draft, setDraftState] = useState(kept.restored ?? current);
  const stop = () => {
    kept.clear();
    setEditing(false);
  };
  return {
    editing,
    draft,
    saving: update.isPending,
    setDraft: (next: T) => {
      setDraftState(next);
      kept.keep(next);
    },
    start: () => {
      setDraftState(current);
      setEditing(true);
    },
    stop,
    save: () => {
      const changes = changesOf(draft);
      if (Object.keys(changes).length === 0) return stop();
      update.mutate(changes, { onSuccess: stop, onError: (error) => errorStatus(error) === 409 && stop() });
    },
  };
}
