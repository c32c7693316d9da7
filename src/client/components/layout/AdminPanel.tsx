import { lazy, Suspense } from 'react';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { Dialog, DialogContent } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

const EmbeddedAdminDashboard = lazy(() =>
  import('../../pages/admin/AdminPage').then((m) => ({ default: m.EmbeddedAdminDashboard })),
);

/**
 * The admin dashboard without leaving the current page (PRODUCT.md, Admin dashboard): a wide dialog on
 * desktop, a full-height sheet sliding in from the right on phones.
 */
export function AdminPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const isMobile = useIsMobile();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Admin Panel"
        side={isMobile ? 'right' : 'center'}
        className={isMobile ? 'w-full overflow-y-auto p-4' : 'max-w-6xl'}
      >
        <Suspense fallback={<Spinner className="py-16" />}>
          <EmbeddedAdminDashboard onLeave={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
