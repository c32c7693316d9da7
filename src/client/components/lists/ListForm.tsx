import type { ReactNode } from 'react';
import { useCan } from '../../hooks/use-can';
import { DialogActions } from '../ui/dialog-actions';
import { InputField } from '../ui/field';
import { AssigneePicker } from './AssigneePicker';

/**
 * What making and editing a list share: the list's name, what the dialog adds (`children`, the kind), who works
 * it (admins only) and the buttons. Saving waits for a name.
 */
export function ListForm({
  nameId,
  name,
  onNameChange,
  assignees,
  onAssigneesChange,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  nameId: string;
  name: string;
  onNameChange: (name: string) => void;
  assignees: string[];
  onAssigneesChange: (ids: string[]) => void;
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  const isAdmin = useCan('admin:manage');
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <InputField
        id={nameId}
        label="List name"
        value={name}
        maxLength={100}
        required
        onChange={(e) => onNameChange(e.target.value)}
      />
      {children}
      {isAdmin && <AssigneePicker assignees={assignees} onChange={onAssigneesChange} />}
      <DialogActions
        onCancel={onCancel}
        pending={pending}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        canSubmit={name.trim() !== ''}
      />
    </form>
  );
}
