import { Link, useLocation } from 'wouter';
import { can } from '../../../common/permissions.js';
import { useAuth } from '../../hooks/use-auth';
import { cn } from '../../lib/utils';
import { NAV_ITEMS } from './nav';

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  const { user } = useAuth();
  const items = NAV_ITEMS.filter((item) => !item.permission || can(user?.role, item.permission));
  return (
    <nav aria-label="Main" className="grid gap-1">
      {items.map(({ href, label, icon: Icon }) => {
        const active = location === href;
        return (
          <Link
            key={href}
            href={href}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
              active && 'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
