import { lazy, Suspense } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { setAdminPanelOpen, useAdminPanelOpen } from '../../hooks/use-admin-panel';
import { useIsMobile } from '../../hooks/use-is-mobile';

const EmbeddedAdminDashboard = lazy(() =>
  import('./AdminPage').then((m) => ({ default: m.EmbeddedAdminDashboard })),
);

/**
 * The admin dashboard without leaving the current page (PRODUCT.md, Admin dashboard): a wide dialog on
 * desktop, a full-height sheet sliding in from the right on phones. Opened with openAdminPanel().
 */
export default function AdminPanel() {
  const isMobile = useIsMobile();
  const open = useAdminPanelOpen();
  return (
    <Dialog open={open} onOpenChange={setAdminPanelOpen}>
      <DialogContent
        title="Admin Panel"
        side={isMobile ? 'right' : 'center'}
        className={isMobile ? 'w-full overflow-y-auto p-4' : 'max-w-6xl'}
      >
        <Suspense fallback={<Spinner className="py-16" />}>
          <EmbeddedAdminDashboard onLeave={() => setAdminPanelOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
