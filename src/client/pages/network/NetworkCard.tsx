import { MapPin, Trash2 } from 'lucide-react';
import { ageFrom } from '../../../common/format.js';
import type { NetworkEntry } from '../../../common/schemas/networks.js';
import { PartyBadge, SupporterBadge, VolunteerBadge } from '../../components/contacts/ContactBadges';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** One contact of the network: the name opens the profile; badges only for known statuses. */
export function NetworkCard({
  entry,
  removing,
  onOpen,
  onRemove,
}: {
  entry: NetworkEntry;
  removing: boolean;
  onOpen: () => void;
  onRemove: () => void;
}) {
  const c = entry.contact;
  const age = ageFrom(c.dateOfBirth);
  return (
    <Card className="grid gap-3 p-4" data-testid="network-card">
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={onOpen}
          className="min-w-0 text-left font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {c.fullName}
        </button>
        <Button
          variant="ghost"
          size="icon"
          className="-mr-2 -mt-2 h-9 w-9 shrink-0 text-muted-foreground hover:text-destructive"
          aria-label={`Remove ${c.fullName} from your network`}
          disabled={removing}
          onClick={onRemove}
        >
          <Trash2 />
        </Button>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {c.party && <PartyBadge party={c.party} />}
        {c.supporterStatus !== 'unknown' && <SupporterBadge status={c.supporterStatus} />}
        {c.volunteerLikeliness !== 'unknown' && <VolunteerBadge status={c.volunteerLikeliness} />}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {age !== null && <span>Age {age}</span>}
        {c.city && (
          <span className="flex items-center gap-1">
            <MapPin className="h-3 w-3" aria-hidden="true" />
            {c.city}
          </span>
        )}
      </p>
    </Card>
  );
}
