import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { displayName, formatCount, when } from '../../../common/format.js';
import { assignedYou } from '../../../common/list-assignment.js';
import { useMarkNotificationsSeen, useNotifications } from '../../hooks/use-users';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

export function NotificationsButton() {
  const { data } = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  const items = data?.notifications ?? [];
  const seenAt = data?.seenAt ?? null;
  const fresh = items.filter((n) => isNewSince(seenAt, n.createdAt)).length;
  // While the menu is open, what was new when it opened stays marked (the server already counts it as seen).
  const [seenBeforeOpening, setSeenBeforeOpening] = useState<string | null>(null);
  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (!open) return;
        setSeenBeforeOpening(seenAt);
        if (fresh > 0) markSeen.mutate();
      }}
    >
      <DropdownMenuTrigger
        aria-label={fresh ? `Notifications (${fresh})` : 'Notifications'}
        className="relative rounded-md p-2 hover:bg-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {fresh > 0 && (
          <span className="absolute right-1 top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold text-destructive-foreground">
            {fresh}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel className="font-semibold">Notifications</DropdownMenuLabel>
        {items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">No new notifications</p>
        ) : (
          items.map((n) =>
            n.kind === 'list-assigned' ? (
              // The list given to the reader opens.
              <DropdownMenuItem key={`list-${n.listId}`} asChild className="flex-col items-start gap-0.5">
                <Link href={`/lists/${encodeURIComponent(n.listId)}`}>
                  <span className="font-medium">
                    <NewMark show={isNewSince(seenBeforeOpening, n.createdAt)} />
                    {assignedYou(n.assignerName, {
                      name: n.listName,
                      kind: n.listKind,
                      doors: n.doors,
                      voters: n.voters,
                    })}
                  </span>
                  <span className="text-xs text-muted-foreground">{when(n.createdAt, 'dateTime', '')}</span>
                </Link>
              </DropdownMenuItem>
            ) : (
              // Each entry opens that person's profile on the admin dashboard, where they are approved or
              // their read budget is changed.
              <DropdownMenuItem
                key={n.kind === 'pending-registration' ? n.userId : n.id}
                asChild
                className="flex-col items-start gap-0.5"
              >
                <Link href={`/admin?user=${encodeURIComponent(n.userId)}`}>
                  {n.kind === 'read-share' ? (
                    <>
                      <span className="font-medium">
                        {displayName(n)}{' '}
                        {n.percent >= 100
                          ? 'read all of their daily read budget'
                          : `read ${n.percent} % of their daily read budget`}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {formatCount(n.searchRows)} search rows and {formatCount(n.profileOpens)} profiles on{' '}
                        {n.day}
                      </span>
                    </>
                  ) : n.kind === 'read-budget' ? (
                    <>
                      <span className="font-medium">
                        <NewMark show={isNewSince(seenBeforeOpening, n.createdAt)} />
                        {displayName(n)} reached their read budget
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {formatCount(n.searchRows)} search rows and {formatCount(n.profileOpens)} profiles in
                        the hour from {when(n.windowStartedAt, 'dateTime', '')}
                      </span>
                    </>
                  ) : (
                    <>
                      <span className="font-medium">
                        <NewMark show={isNewSince(seenBeforeOpening, n.createdAt)} />
                        {displayName(n)} is waiting for approval
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {n.email} · requested {when(n.createdAt, 'date', '')}
                      </span>
                    </>
                  )}
                </Link>
              </DropdownMenuItem>
            ),
          )
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A notice is new when it came after the reader last opened the bell (or they never have). */
const isNewSince = (seenAt: string | null, createdAt: string) => seenAt === null || createdAt > seenAt;

function NewMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span className="mr-1.5 inline-block rounded bg-primary px-1 text-[10px] font-bold uppercase text-primary-foreground">
      New
    </span>
  );
}
