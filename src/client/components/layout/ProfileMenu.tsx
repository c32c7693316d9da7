import { LogOut, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { capitalize, displayName, initials } from '../../../common/format.js';
import { can } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { requestSignOut } from '../../hooks/use-sign-out';
import { UserAvatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

interface Props {
  user: CurrentUser;
  onViewProfile: () => void;
  onAccountSettings: () => void;
  onAdminPanel: () => void;
}

export function ProfileMenu({ user, onViewProfile, onAccountSettings, onAdminPanel }: Props) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Open profile menu"
      >
        <UserAvatar src={user.profileImageUrl} initials={initials(user)} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <div className="flex items-center gap-2">
            <p className="font-medium" data-testid="menu-user-name">
              {displayName(user)}
            </p>
            <Badge>{capitalize(user.role)}</Badge>
          </div>
          <p className="text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onViewProfile}>
          <UserRound aria-hidden="true" /> View Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onAccountSettings}>
          <Settings aria-hidden="true" /> Account Settings
        </DropdownMenuItem>
        {can(user.role, 'admin:manage') && (
          <DropdownMenuItem onSelect={onAdminPanel}>
            <ShieldCheck aria-hidden="true" /> Admin Panel
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void requestSignOut()}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
