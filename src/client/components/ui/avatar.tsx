import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { UserRound } from 'lucide-react';
import { cn } from '../../lib/utils';

/** The profile image, else the initials (or a generic icon when `initials` is omitted). */
export function UserAvatar({
  src,
  initials,
  className,
}: {
  src?: string | null;
  initials?: string;
  className?: string;
}) {
  return (
    <AvatarPrimitive.Root
      className={cn('relative flex h-9 w-9 shrink-0 overflow-hidden rounded-full', className)}
    >
      {src && <AvatarPrimitive.Image src={src} alt="" className="h-full w-full object-cover" />}
      <AvatarPrimitive.Fallback className="flex h-full w-full items-center justify-center bg-primary text-sm font-semibold text-primary-foreground">
        {initials ?? <UserRound className="h-5 w-5" aria-hidden="true" />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
