import { useState } from 'react';
import type { ListDetail } from '../../../common/schemas/lists.js';
import { useUpdateList } from '../../api/lists';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { DialogActions } from '../../components/ui/dialog-actions';
import { InputField } from '../../components/ui/field';
import { useCan } from '../../hooks/use-can';
import { AssigneePicker } from './AssigneePicker';

/** Renames a list; an admin also chooses who works it. */
export function EditListDialog({ list, onClose }: { list: ListDetail; onClose: () => void }) {
  const isAdmin = useCan('admin:manage');
  const update = useUpdateList(list.id);
  const [name, setName] = useState(list.name);
  const [assignees, setAssignees] = useState(list.assignees.map((a) => a.id));
  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent title="Rename or assign the list">
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({ name, ...(isAdmin && { assigneeIds: assignees }) }, { onSuccess: onClose });
          }}
        >
          <InputField
            id="edit-list-name"
            label="List name"
            value={name}
            maxLength={100}
            required
            onChange={(e) => setName(e.target.value)}
          />
          {isAdmin && <AssigneePicker assignees={assignees} onChange={setAssignees} />}
          <DialogActions
            onCancel={onClose}
            pending={update.isPending}
            submitLabel="Save"
            pendingLabel="Saving..."
            canSubmit={name.trim() !== ''}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
