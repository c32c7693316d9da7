import { authorName } from '../../../common/format.js';
import { can } from '../../../common/permissions.js';
import { useAdminUsers } from '../../hooks/use-users';

/** "Assign to": the approved, active editors and admins, ticked for the people who work the list (admins only). */
export function AssigneePicker({
  assignees,
  onChange,
}: {
  assignees: string[];
  onChange: (ids: string[]) => void;
}) {
  const users = useAdminUsers();
  const workers = (users.data ?? []).filter(
    (u) => u.status === 'approved' && u.isActive && can(u.role, 'lists:work'),
  );
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium">Assign to</legend>
      <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-2">
        {users.data && workers.length === 0 && (
          <p className="text-sm text-muted-foreground">No editors or admins to assign yet.</p>
        )}
        {workers.map((u) => (
          <label key={u.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={assignees.includes(u.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...assignees, u.id] : assignees.filter((id) => id !== u.id))
              }
            />
            {authorName(u)} ({u.role})
          </label>
        ))}
      </div>
    </fieldset>
  );
}
