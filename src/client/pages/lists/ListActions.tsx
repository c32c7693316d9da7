import { Pencil, RefreshCw, Scissors, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ListDetail } from '../../../common/schemas/lists.js';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useCan } from '../../hooks/use-can';
import { useDeleteList, useRefreshList } from '../../hooks/use-lists';
import { CutIntoTurfsDialog } from './CutIntoTurfsDialog';
import { EditListDialog } from './EditListDialog';

/**
 * Rename (admins: or assign), refresh members, cut into turfs, delete: for the list's owner and admins. A turf,
 * and a list cut into turfs (`hasTurfs`), keep their members: no refresh, no second cut.
 */
export function ListActions({ list, hasTurfs }: { list: ListDetail; hasTurfs: boolean }) {
  const mayAssign = useCan('admin:manage');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [cutting, setCutting] = useState(false);
  const isTurf = Boolean(list.parentId);
  const fixed = isTurf || hasTurfs;
  const refresh = useRefreshList(list.id);
  const remove = useDeleteList(list.id);
  const [, navigate] = useLocation();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" /> {mayAssign ? 'Rename or assign' : 'Rename'}
      </Button>
      {!fixed && (
        <Button variant="outline" size="sm" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
          <RefreshCw aria-hidden="true" /> {refresh.isPending ? 'Refreshing...' : 'Refresh members'}
        </Button>
      )}
      {!fixed && list.kind === 'walk' && (
        <Button variant="outline" size="sm" onClick={() => setCutting(true)}>
          <Scissors aria-hidden="true" /> Cut into turfs
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      {editing && <EditListDialog list={list} onClose={() => setEditing(false)} />}
      {cutting && <CutIntoTurfsDialog list={list} onClose={() => setCutting(false)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this list?"
        description={`The list goes away for everyone working it${hasTurfs ? ', and so do its turfs' : ''}. The results already recorded stay on each voter's profile.`}
        confirmLabel="Delete List"
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/lists') })}
      />
    </>
  );
}
