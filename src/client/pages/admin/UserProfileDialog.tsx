import { Check, Mail, Pencil, ShieldOff, UserRoundCheck, UserRoundX, X } from 'lucide-react';
import { useState } from 'react';
import { ROLES, type Role } from '../../../common/constants.js';
import { capitalize, displayName, initials, when } from '../../../common/format.js';
import { ROLE_DESCRIPTIONS } from '../../../common/permissions.js';
import type { AdminUser } from '../../../common/schemas/users.js';
import { UserAvatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { NativeSelect } from '../../components/ui/native-select';
import { Spinner } from '../../components/ui/spinner';
import {
  useApproveUser,
  useChangeStatus,
  useRejectUser,
  useResendInvitation,
  useResetTwoFactor,
} from '../../hooks/use-users';
import { ReadBudgetSection } from './ReadBudgetSection';
import { ActiveBadge, RoleField, StatusBadge } from './UserBits';

const NOT_PROVIDED = 'Not provided';

const text = (value: string | null) => value?.trim() || NOT_PROVIDED;

// Your own is changed in Account Settings, with your password (PRODUCT.md, Accounts).
const twoFactorText = (on: boolean, isSelf: boolean) =>
  `${on ? 'On' : 'Off'}${isSelf ? ' (change yours in Account Settings)' : ''}`;

function InfoSection({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="rounded-lg border border-border p-3">
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={value === NOT_PROVIDED ? 'break-all italic text-muted-foreground' : 'break-all'}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProfileBody({ user, isSelf, onClose }: { user: AdminUser; isSelf: boolean; onClose: () => void }) {
  const [editingRole, setEditingRole] = useState(false);
  // Until one is picked here, the user's own role: one chosen while the registration waited (Edit role) is the
  // one it is approved with, also when that change reaches this dialog after it opened.
  const [picked, setApproveAs] = useState<Role | null>(null);
  const approveAs = picked ?? user.role;
  const approve = useApproveUser();
  const reject = useRejectUser();
  const status = useChangeStatus();
  const invite = useResendInvitation();
  const resetTwoFactor = useResetTwoFactor();
  const reviewing = approve.isPending || reject.isPending;
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3">
        <UserAvatar src={user.profileImageUrl} initials={initials(user)} className="h-12 w-12" />
        <div className="grid min-w-0 gap-1.5">
          <p className="font-semibold">{displayName(user)}</p>
          <p className="break-all text-sm text-muted-foreground">{user.email}</p>
          <div className="flex flex-wrap items-center gap-1.5" data-testid="profile-badges">
            <StatusBadge status={user.status} />
            <RoleField user={user} editing={editingRole} onDone={() => setEditingRole(false)} />
            {!isSelf && !editingRole && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                aria-label="Edit role"
                onClick={() => setEditingRole(true)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            )}
            <ActiveBadge isActive={user.isActive} />
          </div>
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <InfoSection
          title="Personal Information"
          rows={[
            ['First Name', text(user.firstName)],
            ['Last Name', text(user.lastName)],
            ['Date of Birth', when(user.dateOfBirth, 'date', user.dateOfBirth || NOT_PROVIDED)],
            ['Registration Date', when(user.createdAt, 'date', NOT_PROVIDED)],
          ]}
        />
        <InfoSection
          title="Contact Information"
          rows={[
            ['Email', text(user.email)],
            ['Phone', text(user.phone)],
          ]}
        />
        <InfoSection
          title="Address Information"
          rows={[
            ['Street Address', text(user.address)],
            ['City', text(user.city)],
            ['State', text(user.state)],
            ['ZIP Code', text(user.zipCode)],
          ]}
        />
        <InfoSection
          title="Account Information"
          rows={[
            ['Last Login', when(user.lastLoginAt, 'dateTime', 'Never')],
            ['Two-factor sign-in', twoFactorText(user.twoFactorEnabled, isSelf)],
            ['Account Created', when(user.createdAt, 'dateTime', NOT_PROVIDED)],
            ['Last Updated', when(user.updatedAt, 'dateTime', NOT_PROVIDED)],
            ['User ID', user.id],
          ]}
        />
      </div>

      {user.status === 'approved' && <ReadBudgetSection user={user} />}

      <div className="flex flex-wrap justify-end gap-2">
        {user.status === 'pending' && (
          <>
            <NativeSelect
              aria-label="Role when approved"
              value={approveAs}
              onChange={(e) => setApproveAs(e.target.value as Role)}
              className="h-10 w-32"
              disabled={reviewing}
            >
              {ROLES.map((r) => (
                <option key={r} value={r} title={ROLE_DESCRIPTIONS[r]}>
                  {capitalize(r)}
                </option>
              ))}
            </NativeSelect>
            <Button onClick={() => approve.mutate({ id: user.id, role: approveAs })} disabled={reviewing}>
              <Check aria-hidden="true" /> Approve
            </Button>
            <Button variant="destructive" onClick={() => reject.mutate(user.id)} disabled={reviewing}>
              <X aria-hidden="true" /> Reject
            </Button>
          </>
        )}
        {!user.hasPassword && user.status === 'approved' && user.isActive && (
          <Button variant="outline" onClick={() => invite.mutate(user.id)} disabled={invite.isPending}>
            <Mail aria-hidden="true" /> {invite.isPending ? 'Sending...' : 'Resend invitation'}
          </Button>
        )}
        {user.twoFactorEnabled && !isSelf && (
          <Button
            variant="outline"
            onClick={() => resetTwoFactor.mutate(user.id)}
            disabled={resetTwoFactor.isPending}
          >
            <ShieldOff aria-hidden="true" /> Reset two-factor sign-in
          </Button>
        )}
        {!isSelf && (
          <Button
            variant="outline"
            onClick={() => status.mutate({ id: user.id, isActive: !user.isActive })}
            disabled={status.isPending}
          >
            {user.isActive ? <UserRoundX aria-hidden="true" /> : <UserRoundCheck aria-hidden="true" />}
            {user.isActive ? 'Deactivate' : 'Activate'}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * The user profile dialog, for the user whose id is in the address (/admin?user=<id>), so the
 * notification bell can link to it.
 */
export function UserProfileDialog({
  userId,
  users,
  isLoading,
  currentUserId,
  onClose,
}: {
  userId: string | null;
  users: AdminUser[] | undefined;
  isLoading: boolean;
  currentUserId: string;
  onClose: () => void;
}) {
  const user = userId ? users?.find((u) => u.id === userId) : undefined;
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="User Profile" className="sm:max-w-3xl">
        {user ? (
          <ProfileBody key={user.id} user={user} isSelf={user.id === currentUserId} onClose={onClose} />
        ) : isLoading ? (
          <Spinner className="py-8" />
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">
              This user no longer exists. They may have been deleted by another administrator.
            </p>
            <Button variant="secondary" className="justify-self-end" onClick={onClose}>
              Close
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
