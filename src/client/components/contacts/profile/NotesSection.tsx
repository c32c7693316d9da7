import { StickyNote } from 'lucide-react';
import { useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../common/constants.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { isString } from '../../../hooks/use-device-draft';
import { cutToLength } from '../../../lib/cut-to-length';
import { EditButton, ProfileSection, SaveCancel } from './ProfileSection';
import { useProfileEdit } from './use-profile-edit';

/** Notes: view, Edit, Save or Cancel; at most 500 characters (longer input is cut, and says so), with an n/500 counter. */
export function NotesSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const current = contact.notes ?? '';
  const [cut, setCut] = useState(false);
  const { editing, draft, setDraft, start, stop, save, saving, savedMeanwhile } = useProfileEdit({
    contact,
    draftName: 'notes',
    isDraft: isString,
    current,
    changesOf: (draft) => (draft === current ? {} : { notes: draft }),
  });
  const edit = canEdit && !editing && <EditButton onClick={start} />;

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
              const typed = e.target.value;
              setCut(typed.length > NOTES_MAX_LENGTH);
              setDraft(cutToLength(typed, NOTES_MAX_LENGTH));
            }}
            className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            placeholder="What did you learn about this voter?"
          />
          {cut && (
            <p role="status" className="text-sm text-destructive">
              Notes hold at most {NOTES_MAX_LENGTH} characters: the rest was left out.
            </p>
          )}
          {savedMeanwhile !== null && (
            <p className="text-sm text-muted-foreground">
              Saved meanwhile by someone else:{' '}
              <span className="whitespace-pre-wrap break-words text-foreground">
                {savedMeanwhile || '(no notes)'}
              </span>
            </p>
          )}
          <div className="flex items-center justify-between gap-2">
            <span id="notes-counter" className="text-xs text-muted-foreground">
              {draft.length}/{NOTES_MAX_LENGTH}
            </span>
            <SaveCancel onSave={save} onCancel={stop} saving={saving} />
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
