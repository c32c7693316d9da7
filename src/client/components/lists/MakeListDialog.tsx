import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ListKind } from '../../../common/constants.js';
import { hasSearchCriteria } from '../../../common/contact-filters.js';
import { LIST_NEEDS_CRITERIA, listFilterParams } from '../../../common/schemas/lists.js';
import { useCan } from '../../hooks/use-can';
import { useCreateList } from '../../hooks/use-lists';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { SelectField } from '../ui/field';
import { ListForm } from './ListForm';

const KINDS = [
  ['walk', 'Walk list (doors, by household)'],
  ['call', 'Call list (voters with a phone)'],
] as const;

/**
 * Makes a walk or call list from the search's filters (as its query string). Admins may hand it to editors
 * and admins at once.
 */
export function MakeListDialog({
  open,
  onClose,
  criteria,
  matching,
}: {
  open: boolean;
  onClose: () => void;
  criteria: string;
  /** How many voters the search of these filters found ("406", "10,000+"), when its answer is in. */
  matching?: string;
}) {
  const isAdmin = useCan('admin:manage');
  const create = useCreateList();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ListKind>('walk');
  const [assignees, setAssignees] = useState<string[]>([]);
  const [skipVoted, setSkipVoted] = useState(true);
  const filters = Object.fromEntries(new URLSearchParams(criteria));
  const parsed = listFilterParams.safeParse(filters);
  // A list of everyone is refused (PRODUCT.md, Walk and call lists): say so instead of offering to make it.
  if (parsed.success && !hasSearchCriteria(parsed.data))
    return (
      <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
        <DialogContent title="Make a list from this search" description={LIST_NEEDS_CRITERIA}>
          <Button className="justify-self-end" onClick={onClose}>
            Back to the search
          </Button>
        </DialogContent>
      </Dialog>
    );
  const submit = () =>
    create.mutate(
      {
        name,
        kind,
        filters,
        skipVoted,
        ...(isAdmin && assignees.length ? { assigneeIds: assignees } : {}),
      },
      {
        onSuccess: (list) => {
          onClose();
          navigate(`/lists/${list.id}`);
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !create.isPending && onClose()}>
      <DialogContent
        title="Make a list from this search"
        description={`${matching ? `${matching} ${matching === '1' ? 'voter matches' : 'voters match'} this search. ` : ''}The voters matching these filters now become the list. Voters marked do not contact, moved or deceased are left out; a call list takes only voters with a phone.`}
      >
        <ListForm
          nameId="list-name"
          name={name}
          onNameChange={setName}
          assignees={assignees}
          onAssigneesChange={setAssignees}
          onSubmit={submit}
          onCancel={onClose}
          pending={create.isPending}
          submitLabel="Make List"
          pendingLabel="Making the list..."
        >
          <SelectField id="list-kind" label="Kind" options={KINDS} value={kind} onValueChange={setKind} />
          <label className="flex min-h-11 items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={skipVoted}
              onChange={(e) => setSkipVoted(e.target.checked)}
            />
            <span>
              Skip voters who have already voted
              <span className="block text-muted-foreground">
                While an election has ballot files, voters who voted are left out, and a refresh drops those
                who vote later.
              </span>
            </span>
          </label>
        </ListForm>
      </DialogContent>
    </Dialog>
  );
}
