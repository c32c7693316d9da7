/** Small pieces shared by the user table and the user profile dialog. */
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ROLES, type Role, type UserStatus } from '../../../common/constants.js';
import { capitalize } from '../../../common/format.js';
import { ROLE_DESCRIPTIONS } from '../../../common/permissions.js';
import type { AdminUser } from '../../../common/schemas/users.js';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { useChangeRole } from '../../hooks/use-users';
import { cn } from '../../lib/utils';

/** The table's name rule: first and last name as set, else "No name set". */
export const fullName = (user: AdminUser) =>
  [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ') || 'No name set';

/** How a user is named in button labels and dialogs: the name, else the email. */
export const nameOrEmail = (user: AdminUser) =>
  [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ') || user.email;

const statusStyles: Record<UserStatus, string> = {
  pending: 'border-amber-500/40 bg-amber-500/15 text-amber-800 dark:text-amber-300',
  approved: 'border-green-600/40 bg-green-600/15 text-green-800 dark:text-green-300',
  rejected: 'border-destructive/40 bg-destructive/15 text-destructive',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  return <Badge className={statusStyles[status]}>{capitalize(status)}</Badge>;
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge className={cn(isActive ? 'text-foreground' : 'bg-muted text-muted-foreground')}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge
      className={role === 'admin' ? 'border-primary/40 bg-primary/10 text-primary dark:text-blue-300' : ''}
    >
      {capitalize(role)}
    </Badge>
  );
}

/**
 * The role, or while editing a role picker with Save and Cancel. Save with the same role
 * simply leaves edit mode.
 */
export function RoleField({
  user,
  editing,
  onDone,
}: {
  user: AdminUser;
  editing: boolean;
  onDone: () => void;
}) {
  return editing ? <RolePicker user={user} onDone={onDone} /> : <RoleBadge role={user.role} />;
}

/** Mounted when editing starts, so it always starts from the user's current role. */
function RolePicker({ user, onDone }: { user: AdminUser; onDone: () => void }) {
  const [role, setRole] = useState<Role>(user.role);
  const change = useChangeRole();
  const save = () => {
    if (role === user.role) return onDone();
    change.mutate({ id: user.id, role }, { onSuccess: onDone });
  };
  return (
    <div className="flex items-center gap-1">
      <NativeSelect
        aria-label={`Role for ${nameOrEmail(user)}`}
        value={role}
        onChange={(e) => setRole(e.target.value as Role)}
        className="h-9 w-28"
        disabled={change.isPending}
      >
        {ROLES.map((r) => (
          <option key={r} value={r} title={ROLE_DESCRIPTIONS[r]}>
            {capitalize(r)}
          </option>
        ))}
      </NativeSelect>
      <Button
        size="icon"
        className="h-9 w-9"
        aria-label="Save role"
        onClick={save}
        disabled={change.isPending}
      >
        <Check aria-hidden="true" />
      </Button>
      <Button
        size="icon"
        variant="outline"
        className="h-9 w-9"
        aria-label="Cancel role change"
        onClick={onDone}
        disabled={change.isPending}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
