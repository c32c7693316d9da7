import { Download, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../common/schemas/users.js';
import { errorMessage } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useAdminUsers, useExportUsers } from '../../hooks/use-users';
import { AddUserDialog } from './AddUserDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserRow } from './UserRow';

const COLUMNS = ['Name', 'Email', 'Role', 'Status', 'Last Login', 'Actions'];

/** The User Management tab: every user, newest first, with their actions. */
export function UserManagement({
  currentUserId,
  onViewProfile,
}: {
  currentUserId: string;
  onViewProfile: (id: string) => void;
}) {
  const { data: users, isLoading, error } = useAdminUsers();
  const exportUsers = useExportUsers();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">Users</h2>
          <p className="text-sm text-muted-foreground">
            {users
              ? `${users.length} ${users.length === 1 ? 'user' : 'users'}`
              : 'Approve, edit and remove accounts'}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => exportUsers.mutate()} disabled={exportUsers.isPending}>
            <Download aria-hidden="true" />
            {exportUsers.isPending ? 'Exporting...' : 'Export Users'}
          </Button>
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        </div>
      </div>

      {isLoading ? (
        <Spinner className="py-10" />
      ) : error ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
          {errorMessage(error, 'Failed to load users')}
        </p>
      ) : (
        // On a phone each user is a card (the same table, laid out by CSS so it keeps its rows and cells for
        // screen readers): name, email, role, status and every action in view without scrolling sideways.
        <div className="rounded-lg border border-border md:max-h-[50vh] md:overflow-auto">
          <table className="block w-full text-left text-sm md:table">
            <caption className="sr-only">Users</caption>
            <thead className="sticky top-0 z-10 bg-muted text-xs uppercase text-muted-foreground max-md:sr-only">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {users?.length === 0 && (
                <tr className="block md:table-row">
                  <td
                    colSpan={COLUMNS.length}
                    className="block px-3 py-8 text-center text-muted-foreground md:table-cell"
                  >
                    No users yet
                  </td>
                </tr>
              )}
              {users?.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUserId}
                  onViewProfile={() => onViewProfile(user.id)}
                  onDelete={() => setDeleting(user)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}

      <AddUserDialog open={adding} onOpenChange={setAdding} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
