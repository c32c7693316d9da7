import { Check } from 'lucide-react';
import { ROLES, type Role } from '../../../common/constants.js';
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from '../../../common/permissions.js';
import type { AdminUser } from '../../../common/schemas/users.js';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useApproveUser } from '../../hooks/use-users';

/** The role the registration waits with comes first (and has the focus), admin last: never picked by a slip. */
export const approveChoices = (waitingAs: Role): Role[] => [
  waitingAs,
  ...ROLES.filter((role) => role !== waitingAs && role !== 'admin'),
  ...(waitingAs === 'admin' ? [] : (['admin'] as const)),
];

/**
 * Approve in the users table: asks the role in place. The registration waits with the role "Approved volunteers
 * start as" gave it (or one an admin chose since), offered first, so the usual approval is one tap in the menu.
 */
export function ApproveMenu({ user, who, disabled }: { user: AdminUser; who: string; disabled: boolean }) {
  const approve = useApproveUser();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="h-9 w-9"
          aria-label={`Approve ${who}`}
          title="Approve"
          disabled={disabled || approve.isPending}
        >
          <Check aria-hidden="true" className="text-green-600" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" aria-label={`Approve ${who} as`}>
        <DropdownMenuLabel className="text-muted-foreground">Approve {who} as</DropdownMenuLabel>
        {approveChoices(user.role).map((role, index) => (
          <DropdownMenuItem
            key={role}
            className={index === 0 ? 'min-h-11 bg-primary/10' : 'min-h-11'}
            onSelect={() => approve.mutate({ id: user.id, role })}
          >
            <span className="grid">
              <span className="font-medium">
                {ROLE_NAMES[role]}
                {index === 0 && <span className="font-normal text-muted-foreground"> (suggested)</span>}
              </span>
              <span className="text-xs text-muted-foreground">{ROLE_DESCRIPTIONS[role]}</span>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
