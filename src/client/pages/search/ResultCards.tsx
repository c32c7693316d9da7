import { MapPin } from 'lucide-react';
import { supporterStatusOf, volunteerLikelinessOf } from '../../../common/contact-display.js';
import { ageFrom } from '../../../common/format.js';
import type { ContactSummary, SearchResult } from '../../../common/schemas/contacts.js';
import {
  FlagBadges,
  PartyBadge,
  SupporterBadge,
  VolunteerBadge,
} from '../../components/contacts/ContactBadges';
import { NetworkHeart } from '../../components/contacts/NetworkButton';
import { Button } from '../../components/ui/button';
import { useNetworkContactIds } from '../../hooks/use-networks';
import { usePressOpens } from '../../hooks/use-press-opens';
import { NicknameMark } from './NicknameMark';
import { hasShownAddress, ResultAddress } from './ResultAddress';
import { SKELETON_KEYS } from './skeleton';

/**
 * Mobile results: one card per contact with a View button; supporter and volunteer badges only when known
 * (decision 0290, docs/decisions/0290-result-cards-leave-unknown-out.md).
 */
export function ResultCards({
  contacts,
  loadingRows,
  onOpen,
}: {
  /** Search results (with how each matched the name) or similar names (without). */
  contacts: (ContactSummary & Partial<Pick<SearchResult, 'match'>>)[];
  loadingRows: number;
  onOpen: (id: string) => void;
}) {
  const inNetwork = useNetworkContactIds();
  // Held here, above the cards, so a press survives the cards being drawn again under it.
  const opens = usePressOpens(onOpen);
  if (loadingRows > 0)
    return (
      <ul className="grid grid-cols-1 gap-3">
        {SKELETON_KEYS.slice(0, loadingRows).map((key) => (
          <li
            key={key}
            data-testid="result-skeleton"
            className="grid grid-cols-1 gap-2 rounded-lg border border-border p-4"
          >
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className="grid grid-cols-1 gap-3">
      {contacts.map((c) => {
        const age = ageFrom(c.dateOfBirth);
        return (
          <li
            key={c.id}
            className="grid grid-cols-1 gap-2 rounded-lg border border-border p-4"
            data-testid="result-card"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="flex items-center gap-1.5 font-medium">
                  {c.fullName}
                  {c.match === 'nickname' && <NicknameMark />}
                  {inNetwork.has(c.id) && <NetworkHeart />}
                </p>
                {/* The address wraps to lines of its own rather than losing its ZIP code to an ellipsis. */}
                <div className="flex flex-wrap items-start gap-x-3 gap-y-0.5 text-sm text-muted-foreground">
                  {age !== null && <span className="whitespace-nowrap">Age {age}</span>}
                  {hasShownAddress(c) && (
                    <span className="flex min-w-0 items-start gap-1">
                      <MapPin className="mt-1 h-3 w-3 shrink-0" aria-hidden="true" />
                      <ResultAddress contact={c} />
                    </span>
                  )}
                </div>
              </div>
              <Button size="sm" variant="outline" {...opens(c.id)}>
                View
              </Button>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <PartyBadge party={c.party} />
              {/* Unknown is most voters' state and says nothing; a known value names itself ("Likely Supporter"). */}
              {supporterStatusOf(c.supporterStatus) !== 'unknown' && (
                <SupporterBadge status={c.supporterStatus} />
              )}
              {volunteerLikelinessOf(c.volunteerLikeliness) !== 'unknown' && (
                <VolunteerBadge status={c.volunteerLikeliness} />
              )}
              <FlagBadges contact={c} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
