import { Check, Pencil, UserRoundCheck, UserRoundX, X } from 'lucide-react';
import { useState } from 'react';
import { displayName, formatDate, initials } from '../../../shared/format.js';
import type { AdminUser } from '../../../shared/schemas/users.js';
import { UserAvatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useApproveUser, useChangeStatus, useRejectUser } from './adminApi';
import { ActiveBadge, RoleField, StatusBadge } from './userBits';

const NOT_PROVIDED = 'Not provided';

/** A date-only value (YYYY-MM-DD) is a calendar day: shown as is, never shifted by the time zone. */
function formatDay(value: string | null): string {
  if (!value) return NOT_PROVIDED;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function formatMoment(value: string | null, fallback = NOT_PROVIDED): string {
  if (!value) return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const text = (value: string | null) => value?.trim() || NOT_PROVIDED;

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
  const approve = useApproveUser();
  const reject = useRejectUser();
  const status = useChangeStatus();
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
            ['Date of Birth', formatDay(user.dateOfBirth)],
            ['Registration Date', formatDate(user.createdAt, NOT_PROVIDED)],
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
            ['Last Login', formatMoment(user.lastLoginAt, 'Never')],
            ['Account Created', formatMoment(user.createdAt)],
            ['Last Updated', formatMoment(user.updatedAt)],
            ['User ID', user.id],
          ]}
        />
      </div>

      <div className="flex flex-wrap justify-end gap-2">
        {user.status === 'pending' && (
          <>
            <Button onClick={() => approve.mutate(user.id)} disabled={reviewing}>
              <Check aria-hidden="true" /> Approve
            </Button>
            <Button variant="destructive" onClick={() => reject.mutate(user.id)} disabled={reviewing}>
              <X aria-hidden="true" /> Reject
            </Button>
          </>
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
 * The user profile dialog (SPEC §2), for the user whose id is in the address (/admin?user=<id>), so the
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
