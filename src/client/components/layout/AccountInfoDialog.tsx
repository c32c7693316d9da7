import { Check, X } from 'lucide-react';
import { capitalize, displayName, initials, when } from '../../../common/format.js';
import { can, type Permission, ROLE_DESCRIPTIONS } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { requestSignOut } from '../../hooks/use-sign-out';
import { UserAvatar } from '../ui/avatar';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';

const ACCESS: { label: string; permission: Permission; adminOnly?: boolean }[] = [
  { label: 'Search and view contacts', permission: 'contacts:read' },
  { label: 'Edit contacts', permission: 'contacts:edit' },
  { label: 'My Network', permission: 'network:use' },
  { label: 'Admin Dashboard', permission: 'admin:manage', adminOnly: true },
  { label: 'Import Data', permission: 'admin:manage', adminOnly: true },
  { label: 'User Management', permission: 'admin:manage', adminOnly: true },
];

export function AccountInfoDialog({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const details = [
    ['User ID', user.id],
    ['Status', user.isActive ? 'Active' : 'Inactive'],
    ['Last Login', when(user.lastLoginAt, 'date', 'Never')],
    ['Member Since', when(user.createdAt, 'date', 'Unknown')],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Account Information">
        <div className="flex items-center gap-3">
          <UserAvatar src={user.profileImageUrl} initials={initials(user)} className="h-12 w-12" />
          <div>
            <p className="font-semibold">{displayName(user)}</p>
            <p className="text-sm text-muted-foreground">{user.email}</p>
            <Badge className="mt-1">{capitalize(user.role)}</Badge>
          </div>
        </div>
        <p className="mt-2 text-xs text-muted-foreground">{ROLE_DESCRIPTIONS[user.role]}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 text-sm font-semibold">Access and Permissions</h3>
        <ul className="mt-2 grid gap-1 text-sm">
          {ACCESS.map(({ label, permission, adminOnly }) => {
            const allowed = can(user.role, permission);
            return (
              <li key={label} className="flex items-center gap-2">
                {allowed ? (
                  <Check className="h-4 w-4 text-green-600" aria-label="Allowed" />
                ) : (
                  <X className="h-4 w-4 text-muted-foreground" aria-label="Not allowed" />
                )}
                {label}
                {adminOnly && <span className="text-xs text-muted-foreground">(admin only)</span>}
              </li>
            );
          })}
        </ul>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          <Button variant="destructive" onClick={() => void requestSignOut()}>
            Sign Out
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
