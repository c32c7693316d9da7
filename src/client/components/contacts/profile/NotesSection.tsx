import { StickyNote } from 'lucide-react';
import { useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../common/constants.js';
import { formatCount as count, when } from '../../../../common/format.js';
import type { ContactProfile, NoteVersion } from '../../../../common/schemas/contacts.js';
import { isString } from '../../../hooks/use-device-draft';
import { cn } from '../../../lib/utils';
import { Button } from '../../ui/button';
import { noteOverflow } from './note-overflow';
import { EditButton, ProfileSection, SaveCancel } from './ProfileSection';
import { useProfileEdit } from './use-profile-edit';

const LIMIT = count(NOTES_MAX_LENGTH);

/**
 * Notes: view, Edit, Save or Cancel; at most 2,000 characters with an n/2,000 counter. Longer text (a paste) is
 * kept as typed: the part that does not fit is shown and Save waits until the note is shortened. Under the note,
 * who last changed it and when, and its earlier versions one tap away.
 */
export function NotesSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const current = contact.notes ?? '';
  const { editing, draft, setDraft, start, stop, save, saving, savedMeanwhile } = useProfileEdit({
    contact,
    draftName: 'notes',
    isDraft: isString,
    current,
    changesOf: (draft) => (draft === current ? {} : { notes: draft }),
  });
  const overflow = noteOverflow(draft, NOTES_MAX_LENGTH);
  const edit = canEdit && !editing && <EditButton onClick={start} />;
  // The latest recorded change is the note shown, unless a change waiting on this device is shown instead.
  const [latest, ...earlier] = contact.noteVersions;
  const lastChange = latest && (latest.note ?? '') === current ? latest : null;

  return (
    <ProfileSection title="Notes" icon={StickyNote} action={edit}>
      {editing ? (
        <div className="grid gap-2">
          <textarea
            aria-label="Notes"
            aria-describedby="notes-counter"
            aria-invalid={overflow !== null}
            rows={5}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="w-full rounded-md border border-input bg-card px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:text-sm"
            placeholder="What did you learn about this voter?"
          />
          {overflow && (
            <div role="alert" className="grid gap-1 text-sm">
              <p className="font-medium text-destructive">
                Notes hold at most {LIMIT} characters: this one is {count(overflow.over)} over. Shorten it to
                save; nothing has been cut.
              </p>
              <p className="text-muted-foreground">What does not fit:</p>
              <p
                data-testid="notes-overflow"
                className="max-h-32 overflow-y-auto whitespace-pre-wrap break-words rounded-md border border-destructive/50 bg-destructive/5 px-2 py-1"
              >
                {overflow.dropped}
              </p>
            </div>
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
            <span
              id="notes-counter"
              className={cn('text-xs', overflow ? 'font-medium text-destructive' : 'text-muted-foreground')}
            >
              {count(draft.length)}/{LIMIT}
            </span>
            <SaveCancel onSave={save} onCancel={stop} saving={saving} disabled={overflow !== null} />
          </div>
        </div>
      ) : current ? (
        <p className="whitespace-pre-wrap break-words text-sm">{current}</p>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
      {lastChange && (
        <p className="text-xs text-muted-foreground" data-testid="notes-last-change">
          Last changed by {lastChange.by} · {when(lastChange.at)}
        </p>
      )}
      {earlier.length > 0 && <EarlierVersions versions={earlier} />}
    </ProfileSection>
  );
}

/** The note as earlier changes left it, newest first, behind one tap. */
function EarlierVersions({ versions }: { versions: NoteVersion[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 justify-self-start"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide earlier versions' : `Earlier versions (${versions.length})`}
      </Button>
      {open && (
        <ol className="grid gap-2" data-testid="notes-earlier-versions">
          {versions.map((v) => (
            <li key={`${v.at}-${v.by}`} className="grid gap-0.5 rounded-md border border-border p-2 text-sm">
              <span
                className={cn('whitespace-pre-wrap break-words', !v.note && 'italic text-muted-foreground')}
              >
                {v.note || '(no notes)'}
              </span>
              <span className="text-xs text-muted-foreground">
                {v.by} · {when(v.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
