import { Heart } from 'lucide-react';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';

/** "In the networks of: you, Maria G.": who on the team already knows this contact (editors and admins). */
export function KnownBy({ knownBy }: { knownBy: NonNullable<OpenedContactProfile['knownBy']> }) {
  if (knownBy.length === 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="known-by">
      <Heart className="h-4 w-4 shrink-0" aria-hidden="true" />
      In the networks of: {knownBy.map((k) => (k.you ? 'you' : k.name)).join(', ')}
    </p>
  );
}
