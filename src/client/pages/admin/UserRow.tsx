import { Eye, Pencil, Trash2, UserRoundCheck, UserRoundX, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { when } from '../../../common/format.js';
import type { AdminUser } from '../../../common/schemas/users.js';
import { Button } from '../../components/ui/button';
import { useChangeStatus, useRejectUser } from '../../hooks/use-users';
import { ApproveMenu } from './ApproveMenu';
import { ActiveBadge, fullName, nameOrEmail, RoleField, StatusBadge } from './UserBits';

function IconAction({
  hint,
  label,
  onClick,
  disabled,
  destructive,
  children,
}: {
  /** The short visible tooltip; `label` names the button with the user for screen readers. */
  hint: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={destructive ? 'h-9 w-9 text-destructive hover:text-destructive' : 'h-9 w-9'}
      aria-label={label}
      title={hint}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}

/**
 * One user in the User Management table. The current user gets no role edit, status change or delete
 * (nobody deactivates or deletes themselves); the server refuses them too.
 */
export function UserRow({
  user,
  isSelf,
  onViewProfile,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onViewProfile: () => void;
  onDelete: () => void;
}) {
  const [editingRole, setEditingRole] = useState(false);
  const reject = useRejectUser();
  const status = useChangeStatus();
  const who = nameOrEmail(user);
  return (
    <tr
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1.5 border-b border-border p-3 last:border-0 hover:bg-muted/50 md:table-row md:p-0"
      data-user-id={user.id}
    >
      <td className="col-span-2 font-medium md:table-cell md:min-w-32 md:px-3 md:py-2">
        <span className={user.firstName || user.lastName ? '' : 'italic text-muted-foreground'}>
          {fullName(user)}
        </span>
        {isSelf && <span className="ml-1 text-xs text-muted-foreground">(you)</span>}
      </td>
      <td className="col-span-2 break-all text-muted-foreground md:table-cell md:break-normal md:px-3 md:py-2 md:whitespace-nowrap md:text-foreground">
        {user.email}
      </td>
      <td className="md:table-cell md:px-3 md:py-2">
        <RoleField user={user} editing={editingRole} onDone={() => setEditingRole(false)} />
      </td>
      <td className="md:table-cell md:px-3 md:py-2">
        <div className="flex flex-wrap justify-end gap-1 md:justify-start">
          {user.status !== 'approved' && <StatusBadge status={user.status} />}
          <ActiveBadge isActive={user.isActive} />
        </div>
      </td>
      <td className="col-span-2 text-xs text-muted-foreground md:table-cell md:px-3 md:py-2 md:text-sm md:whitespace-nowrap md:text-foreground">
        <span className="md:hidden">Last login: </span>
        {when(user.lastLoginAt, 'date', 'Never')}
      </td>
      <td className="col-span-2 md:table-cell md:px-3 md:py-2">
        <div className="flex flex-wrap items-center gap-0.5">
          <IconAction hint="View profile" label={`View profile of ${who}`} onClick={onViewProfile}>
            <Eye aria-hidden="true" />
          </IconAction>
          {!isSelf && !editingRole && (
            <IconAction hint="Edit role" label={`Edit role of ${who}`} onClick={() => setEditingRole(true)}>
              <Pencil aria-hidden="true" />
            </IconAction>
          )}
          {user.status === 'pending' && (
            <>
              <ApproveMenu user={user} who={who} disabled={reject.isPending} />
              <IconAction
                hint="Reject"
                label={`Reject ${who}`}
                onClick={() => reject.mutate(user.id)}
                disabled={reject.isPending}
              >
                <X aria-hidden="true" className="text-destructive" />
              </IconAction>
            </>
          )}
          {!isSelf && (
            <>
              <IconAction
                hint={user.isActive ? 'Deactivate' : 'Activate'}
                label={`${user.isActive ? 'Deactivate' : 'Activate'} ${who}`}
                onClick={() => status.mutate({ id: user.id, isActive: !user.isActive })}
                disabled={status.isPending}
              >
                {user.isActive ? <UserRoundX aria-hidden="true" /> : <UserRoundCheck aria-hidden="true" />}
              </IconAction>
              <IconAction hint="Delete" label={`Delete ${who}`} onClick={onDelete} destructive>
                <Trash2 aria-hidden="true" />
              </IconAction>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
