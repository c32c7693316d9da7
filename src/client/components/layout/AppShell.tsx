import { LayoutDashboard, Menu, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { can } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { openAdminPanel } from '../../hooks/use-admin-panel';
import { useSessionWatch } from '../../hooks/use-session-watch';
import { startSync } from '../../offline/sync';
import { PendingChangesIndicator } from '../offline/PendingChangesIndicator';
import { SyncConflictDialog } from '../offline/SyncConflictDialog';
import { Button, buttonVariants } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { AccountInfoDialog } from './AccountInfoDialog';
import { AccountSettingsDialog } from './AccountSettingsDialog';
import { FirstSignInWelcome } from './FirstSignInWelcome';
import { Logo } from './Logo';
import { MaintenanceBanner } from './MaintenanceBanner';
import { NotificationsButton } from './NotificationsButton';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar, SidebarContent } from './Sidebar';
import { SignOutQuestion } from './SignOutQuestion';
import { TwoFactorBanner } from './TwoFactorBanner';
import { TwoFactorRequired } from './TwoFactorRequired';

/**
 * The frame of every signed-in page: sidebar (desktop) or drawer (mobile), header, account dialogs. The Admin
 * Panel holds the admin page, so the router gives it (`adminPanel`): no component imports a page.
 */
export function AppShell({
  user,
  adminPanel,
  children,
}: {
  user: CurrentUser;
  adminPanel: ReactNode;
  children: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsStartAt, setSettingsStartAt] = useState<'top' | 'two-factor'>('top');
  useSessionWatch();
  // Signed in: changes kept on this device from before (a reload, an ended session) are sent now.
  useEffect(() => startSync(), []);

  if (user.twoFactorSetupRequired)
    return (
      <>
        <TwoFactorRequired />
        <SignOutQuestion />
      </>
    );
  return (
    <div className="flex min-h-screen">
      <Sidebar user={user} />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="glass-surface sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-border bg-card px-4">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            onClick={() => setDrawerOpen(true)}
          >
            <Menu className="h-5 w-5" />
          </Button>
          <Logo className="h-7 w-7 md:hidden" />
          <div className="flex-1" />
          <PendingChangesIndicator />
          <NotificationsButton />
          <ProfileMenu
            user={user}
            onViewProfile={() => setInfoOpen(true)}
            onAccountSettings={() => {
              setSettingsStartAt('top');
              setSettingsOpen(true);
            }}
            onAdminPanel={openAdminPanel}
          />
        </header>
        <MaintenanceBanner user={user} />
        <TwoFactorBanner
          user={user}
          onSetUp={() => {
            setSettingsStartAt('two-factor');
            setSettingsOpen(true);
          }}
        />
        <FirstSignInWelcome user={user} />
        <main className="flex-1 p-4 md:p-8">{children}</main>
      </div>

      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent side="left" title="Menu" className="p-4">
          <SidebarContent
            user={user}
            onNavigate={() => setDrawerOpen(false)}
            drawerEntries={
              <>
                <Button
                  variant="ghost"
                  className="w-full justify-start px-3 text-muted-foreground"
                  onClick={() => {
                    setDrawerOpen(false);
                    setInfoOpen(true);
                  }}
                >
                  <UserRound aria-hidden="true" /> Profile
                </Button>
                {can(user.role, 'admin:manage') && (
                  <Link
                    href="/admin"
                    onClick={() => setDrawerOpen(false)}
                    className={buttonVariants({
                      variant: 'ghost',
                      className: 'w-full justify-start px-3 text-muted-foreground',
                    })}
                  >
                    <LayoutDashboard aria-hidden="true" /> Admin Dashboard
                  </Link>
                )}
              </>
            }
          />
        </DialogContent>
      </Dialog>
      <SyncConflictDialog />
      <SignOutQuestion />
      <AccountInfoDialog user={user} open={infoOpen} onOpenChange={setInfoOpen} />
      <AccountSettingsDialog
        user={user}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        startAt={settingsStartAt}
      />
      {can(user.role, 'admin:manage') && adminPanel}
    </div>
  );
}
