import { useState } from 'react';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { type ContactChanges, useUpdateContact } from '../../../hooks/use-contacts';
import { useDeviceDraft } from '../../../hooks/use-device-draft';
import { useOneAtATime } from '../../../hooks/use-one-at-a-time';
import { rebaseDraft, sameDraft } from './rebase-draft';

/**
 * The edit cycle of a profile section: Edit opens a draft of the current values, kept on the device as it
 * changes (so a reload or an ended session does not lose it, and the form reopens with it); Save sends only
 * what changed; Cancel or a save closes it. When someone else saved first (409, and the contact reloads),
 * the draft stays open: fields the person did not touch take the new values, what they typed is kept, and
 * `savedMeanwhile` holds the newer saved values when they differ from the draft, to show beside it.
 * One save at a time: a second tap before the first is answered is ignored (it would be sent with the same
 * `expectedUpdatedAt` and refused as stale).
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
  const [startedFrom, setStartedFrom] = useState(current);
  const [savedMeanwhile, setSavedMeanwhile] = useState<T | null>(null);
  const saving = useOneAtATime();
  if (!sameDraft(startedFrom, current)) {
    // The contact reloaded under the open draft (someone else's save): carry the draft over it.
    setStartedFrom(current);
    if (editing) {
      const rebased = rebaseDraft(draft, startedFrom, current);
      setDraftState(rebased);
      kept.keep(rebased);
      setSavedMeanwhile(sameDraft(rebased, current) ? null : current);
    }
  }
  const stop = () => {
    kept.clear();
    setEditing(false);
    setSavedMeanwhile(null);
  };
  return {
    editing,
    draft,
    saving: saving.busy || update.isPending,
    setDraft: (next: T) => {
      setDraftState(next);
      kept.keep(next);
    },
    savedMeanwhile,
    start: () => {
      setDraftState(current);
      setStartedFrom(current);
      setEditing(true);
    },
    stop,
    save: () => {
      const changes = changesOf(draft);
      if (Object.keys(changes).length === 0) return stop();
      saving.run((settled) => update.mutate(changes, { onSuccess: stop, onSettled: settled }));
    },
  };
}
