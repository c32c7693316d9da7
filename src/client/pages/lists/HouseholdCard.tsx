import type { ListMember } from '../../../common/schemas/lists.js';
import { RecordResult } from '../../components/attempts/RecordResult';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { awaitingResult, RESULT_BOXES } from './households';
import { DONE_CARD, DoneBadge, LastResult, VoterLine } from './MemberLines';

/** One door of a walk sheet: its voters, a result for each, and "Nobody home" for those still waiting. */
export function HouseholdCard({
  index,
  members,
  onRecord,
  onHouseholdNotHome,
  onOpenProfile,
}: {
  index: number;
  members: ListMember[];
  onRecord: (
    contactId: string,
    attempt: Parameters<Parameters<typeof RecordResult>[0]['onRecord']>[0],
  ) => void;
  onHouseholdNotHome: () => void;
  onOpenProfile: (contactId: string) => void;
}) {
  const first = members[0];
  if (!first) return null;
  const waiting = members.filter(awaitingResult);
  const attempted = waiting.length === 0;
  // Once someone at the door has a result, the button covers the others only, and says so.
  const someAnswered = members.some((m) => m.lastResult && !m.doNotContact);
  const nobodyHome = someAnswered ? 'Nobody else home' : 'Nobody home';
  const address = first.streetAddress ?? 'No address on file';
  return (
    <li
      data-card-index={index}
      data-attempted={attempted}
      data-testid="household-card"
      className={cn(
        'grid scroll-mt-20 gap-3 rounded-lg border p-4 break-inside-avoid',
        attempted ? DONE_CARD : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {address}
            {attempted && <DoneBadge />}
          </p>
          <p className="text-sm text-muted-foreground">
            {[first.city, first.zipCode].filter(Boolean).join(' ')}
          </p>
        </div>
        {members.length > 1 && !attempted && (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11 print:hidden"
            aria-label={`${nobodyHome} at this door: ${waiting.map((m) => m.fullName).join(', ')}`}
            onClick={onHouseholdNotHome}
          >
            {nobodyHome}
            {someAnswered && ` (${waiting.length})`}
          </Button>
        )}
      </div>
      <ul className="grid gap-3">
        {members.map((m) => (
          <li
            key={m.contactId}
            className="grid gap-2 border-t border-border pt-2 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <VoterLine member={m} onOpenProfile={onOpenProfile} />
              <LastResult member={m} channel="door" />
            </div>
            <p className="hidden text-sm print:block">{RESULT_BOXES}</p>
            {!m.doNotContact && (
              <RecordResult name={m.fullName} channel="door" onRecord={(a) => onRecord(m.contactId, a)} />
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}
