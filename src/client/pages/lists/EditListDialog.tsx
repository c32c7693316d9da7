import { useState } from 'react';
import type { ListSummary } from '../../../common/schemas/lists.js';
import { ListForm } from '../../components/lists/ListForm';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useCan } from '../../hooks/use-can';
import { useUpdateList } from '../../hooks/use-lists';

/** Renames a list; an admin also chooses who works it. */
export function EditListDialog({
  list,
  onClose,
}: {
  list: Pick<ListSummary, 'id' | 'name' | 'assignees'>;
  onClose: () => void;
}) {
  const isAdmin = useCan('admin:manage');
  const update = useUpdateList(list.id);
  const [name, setName] = useState(list.name);
  const [assignees, setAssignees] = useState(list.assignees.map((a) => a.id));
  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent title={isAdmin ? 'Rename or assign the list' : 'Rename the list'}>
        <ListForm
          nameId="edit-list-name"
          name={name}
          onNameChange={setName}
          assignees={assignees}
          onAssigneesChange={setAssignees}
          onSubmit={() =>
            update.mutate({ name, ...(isAdmin && { assigneeIds: assignees }) }, { onSuccess: onClose })
          }
          onCancel={onClose}
          pending={update.isPending}
          submitLabel="Save"
          pendingLabel="Saving..."
        />
      </DialogContent>
    </Dialog>
  );
}
