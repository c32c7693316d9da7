import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { capitalize } from '../../../../common/format.js';
import type { ChannelActions } from '../../../hooks/use-contact-channels';
import { isString, useDeviceDraft } from '../../../hooks/use-device-draft';
import { Badge } from '../../ui/badge';
import { Button, buttonVariants } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ChannelInput } from './ChannelInput';
import type { ChannelKind, ChannelRow } from './channel-kinds';
import { SaveCancel } from './ProfileSection';
import { useChannelDraft } from './use-channel-draft';

/** Phones or emails: public rows read-only, volunteer-added rows editable inline, and the add form. */
export function ChannelList({
  kind,
  contactId,
  title,
  rows,
  canEdit,
  actions,
}: {
  kind: ChannelKind;
  /** Names the drafts kept on the device. */
  contactId: string;
  title: string;
  rows: ChannelRow[];
  canEdit: boolean;
  actions: ChannelActions;
}) {
  const editDraft = useDeviceDraft(`${contactId}:${kind.noun}:editing`, isString);
  const [editingId, setEditingState] = useState<string | null>(editDraft.restored);
  const setEditingId = (id: string | null) => {
    setEditingState(id);
    if (id === null) editDraft.clear();
    else editDraft.keep(id);
  };
  const [deleting, setDeleting] = useState<ChannelRow | null>(null);
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {kind.things} on file.</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) =>
            editingId === row.id ? (
              <li key={row.id}>
                <EditRow
                  kind={kind}
                  contactId={contactId}
                  row={row}
                  actions={actions}
                  onDone={() => setEditingId(null)}
                />
              </li>
            ) : (
              <li
                key={row.id}
                className="flex flex-wrap items-center gap-2 text-sm"
                data-testid={`${kind.noun}-row`}
              >
                {/* Touch targets of at least 44 px: a volunteer calls, texts or mails from a phone. */}
                <a
                  href={kind.href(row.value)}
                  className={
                    row.wrongNumber
                      ? 'inline-flex min-h-11 items-center break-all text-muted-foreground line-through'
                      : 'inline-flex min-h-11 items-center break-all font-medium text-primary underline-offset-2 hover:underline'
                  }
                >
                  {row.value}
                </a>
                {row.wrongNumber && <Badge className="text-muted-foreground">Wrong number</Badge>}
                <span className="text-muted-foreground">{capitalize(row.type)}</span>
                <Badge className={row.editable ? 'border-primary/40 text-primary' : 'text-muted-foreground'}>
                  {row.editable ? 'Volunteer' : 'Public'}
                </Badge>
                <span className="ml-auto flex gap-1">
                  {kind.textHref && (
                    <a
                      href={kind.textHref(row.value)}
                      aria-label={`Text ${row.value}`}
                      className={buttonVariants({ variant: 'outline', className: 'h-11 px-3' })}
                    >
                      <MessageSquare aria-hidden="true" />
                      Text
                    </a>
                  )}
                  {canEdit && row.editable && (
                    <>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="h-11 w-11"
                        aria-label={`Edit ${row.value}`}
                        title="Edit"
                        onClick={() => setEditingId(row.id)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="h-11 w-11 text-destructive"
                        aria-label={`Delete ${row.value}`}
                        title="Delete"
                        disabled={actions.pending}
                        onClick={() => setDeleting(row)}
                      >
                        <Trash2 />
                      </Button>
                    </>
                  )}
                </span>
              </li>
            ),
          )}
        </ul>
      )}
      {canEdit && <AddForm kind={kind} contactId={contactId} actions={actions} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete this ${kind.thing}?`}
        description={deleting ? `${deleting.value} will be removed from this contact.` : undefined}
        confirmLabel="Delete"
        onConfirm={() => deleting && actions.remove(deleting)}
      />
    </div>
  );
}

function AddForm({
  kind,
  contactId,
  actions,
}: {
  kind: ChannelKind;
  contactId: string;
  actions: ChannelActions;
}) {
  const draft = useChannelDraft(`${contactId}:${kind.noun}:new`, '', kind.defaultType);
  const valid = kind.isValid(draft.value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || actions.pending) return;
    actions.add(draft.value.trim(), draft.type, () => draft.reset('', kind.defaultType));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <ChannelInput
        kind={kind}
        mode="New"
        value={draft.value}
        type={draft.type}
        onValue={draft.setValue}
        onType={draft.setType}
      />
      <Button type="submit" className="h-11" disabled={!valid || actions.pending}>
        {kind.addLabel}
      </Button>
    </form>
  );
}

function EditRow({
  kind,
  contactId,
  row,
  actions,
  onDone,
}: {
  kind: ChannelKind;
  contactId: string;
  row: ChannelRow;
  actions: ChannelActions;
  onDone: () => void;
}) {
  const draft = useChannelDraft(`${contactId}:${kind.noun}:${row.id}`, kind.format(row.value), row.type);
  const { value, type } = draft;
  const valid = kind.isValid(value);
  const done = () => {
    draft.forget();
    onDone();
  };
  const save = () => {
    if (!valid || actions.pending) return;
    if (value.trim() === row.value && type === row.type) return done();
    actions.update(row, value.trim(), type, done);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="grid gap-2 rounded-md border border-border p-2"
    >
      <ChannelInput
        kind={kind}
        mode="Edit"
        value={value}
        type={type}
        onValue={draft.setValue}
        onType={draft.setType}
      />
      <SaveCancel onSave={save} onCancel={done} saving={actions.pending} disabled={!valid} />
    </form>
  );
}
