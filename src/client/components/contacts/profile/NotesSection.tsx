import { Pencil, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../common/constants.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { errorStatus } from '../../../api/api-error';
import { useUpdateContact } from '../../../api/contacts';
import { isString, useDeviceDraft } from '../../../hooks/use-device-draft';
import { Button } from '../../ui/button';
import { ProfileSection, SaveCancel } from './ProfileSection';

/** Notes: view, Edit, Save or Cancel; at most 500 characters (longer input is cut), with an n/500 counter. */
export function NotesSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const update = useUpdateContact(contact);
  const kept = useDeviceDraft(`${contact.id}:notes`, isString);
  const [editing, setEditing] = useState(kept.restored !== null);
  const current = contact.notes ?? '';
  const [draft, setDraft] = useState(kept.restored ?? current);
  const stop = () => {
    kept.clear();
    setEditing(false);
  };

  const save = () => {
    if (draft === current) return stop();
    update.mutate(
      { notes: draft },
      {
        onSuccess: stop,
        onError: (error) => errorStatus(error) === 409 && stop(),
      },
    );
  };

  const edit = canEdit && !editing && (
    <Button
      variant="ghost"
      size="sm"
      className="min-h-11"
      onClick={() => {
        setDraft(current);
        setEditing(true);
      }}
    >
      <Pencil aria-hidden="true" /> Edit
    </Button>
  );

  return (
    <ProfileSection title="Notes" icon={StickyNote} action={edit}>
      {editing ? (
        <div className="grid gap-2">
          <textarea
            aria-label="Notes"
            aria-describedby="notes-counter"
            rows={5}
            value={draft}
            onChange={(e) => {
              const next = e.target.value.slice(0, NOTES_MAX_LENGTH);
              setDraft(next);
              kept.keep(next);
            }}
            className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            placeholder="What did you learn about this voter?"
          />
          <div className="flex items-center justify-between gap-2">
            <span id="notes-counter" className="text-xs text-muted-foreground">
              {draft.length}/{NOTES_MAX_LENGTH}
            </span>
            <SaveCancel onSave={save} onCancel={stop} saving={update.isPending} />
          </div>
        </div>
      ) : current ? (
        <p className="whitespace-pre-wrap break-words text-sm">{current}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
    </ProfileSection>
  );
}
