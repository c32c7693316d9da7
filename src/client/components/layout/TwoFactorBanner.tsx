import { ShieldAlert } from 'lucide-react';
import { can } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { Button } from '../ui/button';

/** While the admins' setting does not require it, each admin without two-factor sign-in is asked to turn it on. */
export function TwoFactorBanner({ user, onSetUp }: { user: CurrentUser; onSetUp: () => void }) {
  if (!can(user.role, 'admin:manage') || user.twoFactorEnabled) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 border-b border-amber-500/40 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
      {/* At least 14 rem: on a phone the button goes under the sentence, not beside a column of words. */}
      <span className="min-w-56 flex-1">
        Your admin account can read and export the whole voter file. Protect it with two-factor sign-in.
      </span>
      <Button size="sm" variant="outline" onClick={onSetUp}>
        Turn on two-factor sign-in
      </Button>
    </div>
  );
}
