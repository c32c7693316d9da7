import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'wouter';
import { displayName, formatDate } from '../../../shared/format.js';
import { type NotificationsResponse, notificationsResponse } from '../../../shared/schemas/auth.js';
import { getQueryFn } from '../../lib/queryClient';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

export function NotificationsButton() {
  const { data } = useQuery<NotificationsResponse>({
    queryKey: ['/api/notifications'],
    queryFn: async (context) => notificationsResponse.parse(await getQueryFn({ on401: 'throw' })(context)),
  });
  const items = data?.notifications ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={items.length ? `Notifications (${items.length})` : 'Notifications'}
        className="relative rounded-md p-2 hover:bg-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {items.length > 0 && (
          <span className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold text-destructive-foreground">
            {items.length}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        {items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">No new notifications</p>
        ) : (
          items.map((n) => (
            // Each entry opens that person's profile on the admin dashboard, where they are approved.
            <DropdownMenuItem key={n.userId} asChild className="flex-col items-start gap-0.5">
              <Link href={`/admin?user=${encodeURIComponent(n.userId)}`}>
                <span className="font-medium">{displayName(n)} is waiting for approval</span>
                <span className="text-xs text-muted-foreground">
                  {n.email} · requested {formatDate(n.createdAt, '')}
                </span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
