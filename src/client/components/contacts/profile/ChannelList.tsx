import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { capitalize } from '../../../../shared/format.js';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ChannelInput } from './ChannelInput';
import type { ChannelKind, ChannelRow } from './channel-kinds';
import { SaveCancel } from './ProfileSection';

export interface ChannelActions {
  add(value: string, type: string, done: () => void): void;
  update(id: string, value: string, type: string, done: () => void): void;
  remove(id: string): void;
  pending: boolean;
}

/** Phones or emails: public rows read-only, volunteer-added rows editable inline, and the add form. */
export function ChannelList({
  kind,
  title,
  rows,
  canEdit,
  actions,
}: {
  kind: ChannelKind;
  title: string;
  rows: ChannelRow[];
  canEdit: boolean;
  actions: ChannelActions;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-muted-foreground">{title}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {kind.thing}s on file.</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) =>
            editingId === row.id ? (
              <li key={row.id}>
                <EditRow kind={kind} row={row} actions={actions} onDone={() => setEditingId(null)} />
              </li>
            ) : (
              <li
                key={row.id}
                className="flex flex-wrap items-center gap-2 text-sm"
                data-testid={`${kind.noun}-row`}
              >
                <span className="break-all font-medium">{row.value}</span>
                <span className="text-muted-foreground">{capitalize(row.type)}</span>
                <Badge className={row.editable ? 'border-primary/40 text-primary' : 'text-muted-foreground'}>
                  {row.editable ? 'Volunteer' : 'Public'}
                </Badge>
                {canEdit && row.editable && (
                  <span className="ml-auto flex gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8"
                      aria-label={`Edit ${row.value}`}
                      title="Edit"
                      onClick={() => setEditingId(row.id)}
                    >
                      <Pencil />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-8 w-8 text-destructive"
                      aria-label={`Delete ${row.value}`}
                      title="Delete"
                      disabled={actions.pending}
                      onClick={() => actions.remove(row.id)}
                    >
                      <Trash2 />
                    </Button>
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {canEdit && <AddForm kind={kind} actions={actions} />}
    </div>
  );
}

function AddForm({ kind, actions }: { kind: ChannelKind; actions: ChannelActions }) {
  const [value, setValue] = useState('');
  const [type, setType] = useState(kind.defaultType);
  const valid = kind.isValid(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || actions.pending) return;
    actions.add(value.trim(), type, () => {
      setValue('');
      setType(kind.defaultType);
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <ChannelInput kind={kind} mode="New" value={value} type={type} onValue={setValue} onType={setType} />
      <Button type="submit" disabled={!valid || actions.pending}>
        {kind.addLabel}
      </Button>
    </form>
  );
}

function EditRow({
  kind,
  row,
  actions,
  onDone,
}: {
  kind: ChannelKind;
  row: ChannelRow;
  actions: ChannelActions;
  onDone: () => void;
}) {
  const [value, setValue] = useState(kind.format(row.value));
  const [type, setType] = useState(row.type);
  const valid = kind.isValid(value);
  const save = () => {
    if (!valid || actions.pending) return;
    if (value.trim() === row.value && type === row.type) return onDone();
    actions.update(row.id, value.trim(), type, onDone);
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      className="grid gap-2 rounded-md border border-border p-2"
    >
      <ChannelInput kind={kind} mode="Edit" value={value} type={type} onValue={setValue} onType={setType} />
      <SaveCancel onSave={save} onCancel={onDone} saving={actions.pending} disabled={!valid} />
    </form>
  );
}
