import { Wrench } from 'lucide-react';
import { can } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { useSystemStatus } from '../../hooks/use-settings';

/** Maintenance Mode: everyone sees it; only admins can still make changes (the server enforces it). */
export function MaintenanceBanner({ user }: { user: CurrentUser }) {
  const { data } = useSystemStatus();
  if (!data?.maintenanceMode) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b border-amber-500/40 bg-amber-100 px-4 py-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <Wrench className="h-4 w-4 shrink-0" aria-hidden="true" />
      {can(user.role, 'admin:manage')
        ? 'Maintenance mode is on: editors and viewers cannot change anything. Turn it off under Admin Dashboard → Data Management.'
        : 'Groundwork is in maintenance mode: you can search and read, but changes are paused until an administrator finishes.'}
    </div>
  );
}
