import { Heart } from 'lucide-react';
import { useCan } from '../../hooks/use-can';
import { useNetworkCheck, useToggleNetwork } from '../../hooks/use-networks';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

/**
 * Add to Network / Remove for one contact (editors and admins). While a change is under way the button is
 * disabled, so a double click cannot send two.
 */
export function NetworkButton({ contact }: { contact: { id: string; fullName: string } }) {
  const canUse = useCan('network:use');
  const check = useNetworkCheck(contact.id);
  const toggle = useToggleNetwork(contact);
  if (!canUse) return null;
  const inNetwork = check.data?.inNetwork ?? false;
  const busy = toggle.isPending || check.isLoading;
  return (
    <Button
      variant={inNetwork ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={inNetwork}
      disabled={busy}
      onClick={() => {
        if (!busy) toggle.mutate({ inNetwork, networkId: check.data?.networkId ?? null });
      }}
    >
      <Heart aria-hidden="true" className={cn(inNetwork && 'fill-red-500 text-red-500')} />
      {inNetwork ? 'Remove' : 'Add to Network'}
    </Button>
  );
}

/** The marker on search results for a contact already in the user's network. */
export function NetworkHeart({ className }: { className?: string }) {
  return (
    <Heart
      role="img"
      aria-label="In your network"
      className={cn('h-4 w-4 shrink-0 fill-red-500 text-red-500', className)}
    />
  );
}
