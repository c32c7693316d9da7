import { capitalize, displayName, when } from '../../../common/format.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { UserAvatar } from '../ui/avatar';

/** Avatar, name, role and last login, as the sidebar footer shows them. */
export function UserSummary({ user }: { user: CurrentUser }) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar src={user.profileImageUrl} />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" data-testid="sidebar-user-name">
          {displayName(user)}
        </p>
        <p className="text-xs text-muted-foreground" data-testid="sidebar-user-role">
          {capitalize(user.role)}
        </p>
        <p className="text-xs text-muted-foreground">Last login: {when(user.lastLoginAt, 'date', 'Never')}</p>
      </div>
    </div>
  );
}
