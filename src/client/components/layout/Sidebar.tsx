import { LogOut, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { can } from '../../../common/permissions.js';
import type { CurrentUser } from '../../../common/schemas/auth.js';
import { requestSignOut } from '../../hooks/use-sign-out';
import { Button, buttonVariants } from '../ui/button';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserSummary } from './UserSummary';

/**
 * The sidebar's content; the mobile drawer reuses it and adds its own entries under the links (Profile,
 * Admin Dashboard), so only the desktop sidebar has the "Admin Tools" button.
 */
export function SidebarContent({
  user,
  onNavigate,
  drawerEntries,
}: {
  user: CurrentUser;
  onNavigate?: () => void;
  drawerEntries?: ReactNode;
}) {
  return (
    <div className="flex h-full flex-col gap-6">
      <div className="flex items-center gap-2 px-2">
        <Logo className="h-9 w-9" />
        <span className="text-lg font-semibold">Groundwork</span>
      </div>
      <div className="grid flex-1 content-start gap-1">
        <NavLinks onNavigate={onNavigate} />
        {drawerEntries}
      </div>
      <div className="grid gap-3 border-t border-border pt-4">
        <UserSummary user={user} />
        <ThemeSwitcher />
        {!drawerEntries && can(user.role, 'admin:manage') && (
          <Link href="/admin" onClick={onNavigate} className={buttonVariants({ variant: 'secondary' })}>
            <ShieldCheck aria-hidden="true" />
            Admin Tools
          </Link>
        )}
        <Button variant="outline" onClick={() => void requestSignOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>
    </div>
  );
}

export function Sidebar({ user }: { user: CurrentUser }) {
  return (
    <aside className="glass-surface sticky top-0 hidden h-screen w-64 shrink-0 border-r border-border bg-sidebar p-4 md:block">
      <SidebarContent user={user} />
    </aside>
  );
}
