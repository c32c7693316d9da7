import { CircleCheck } from 'lucide-react';
import { ballotLine } from '../../../common/ballots.js';
import { ageFrom } from '../../../common/format.js';
import type { ListMember } from '../../../common/schemas/lists.js';
import { FlagBadges, PartyBadge } from '../../components/contacts/ContactBadges';
import { earlierMark, recordedMark } from './result-marks';

/**
 * A member's name, age, party and flags, as both sheets show them; the name opens the voter's profile when
 * `onOpenProfile` is given (not on paper).
 */
export function VoterLine({
  member,
  onOpenProfile,
}: {
  member: ListMember;
  onOpenProfile?: (contactId: string) => void;
}) {
  const age = ageFrom(member.dateOfBirth);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {onOpenProfile ? (
        <button
          type="button"
          className="inline-flex min-h-11 items-center text-left font-medium text-primary underline underline-offset-4 print:min-h-0 print:text-foreground print:no-underline"
          aria-label={`${member.fullName}: open profile`}
          onClick={() => onOpenProfile(member.contactId)}
        >
          {member.fullName}
        </button>
      ) : (
        <span className="font-medium">{member.fullName}</span>
      )}
      {age !== null && <span className="text-sm text-muted-foreground">{age}</span>}
      <PartyBadge party={member.party} />
      <FlagBadges contact={member} />
      {member.ballot && (
        <span className="basis-full text-sm text-muted-foreground" data-testid="member-ballot">
          {ballotLine(member.ballot)}
        </span>
      )}
    </span>
  );
}

/**
 * The member's result on this list, plainly, with who and when; beside it (or before any) the voter's result this
 * list did not count: from last time, or by another channel ("Talked at the door on 11/03").
 */
export function LastResult({ member, channel }: { member: ListMember; channel: 'door' | 'phone' }) {
  const recorded = recordedMark(member, channel);
  const earlier = earlierMark(member, channel);
  if (!recorded && !earlier) return null;
  return (
    <span className="grid justify-items-end gap-0.5 text-right">
      {recorded && (
        <span className="inline-flex items-center gap-1 text-sm font-medium" data-testid="last-result">
          <CircleCheck
            className="h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-300"
            aria-hidden="true"
          />
          {recorded}
        </span>
      )}
      {earlier && (
        <span className="text-sm text-muted-foreground" data-testid="earlier-result">
          {earlier}
        </span>
      )}
    </span>
  );
}

/** A door (or a call) with a result for everyone: told apart at a glance from those still to do. */
export const DONE_CARD = 'border-emerald-300 bg-emerald-50/60 dark:border-emerald-800 dark:bg-emerald-950/40';

export function DoneBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-emerald-300 bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:border-emerald-700 dark:bg-emerald-900 dark:text-emerald-100"
      data-testid="done-badge"
    >
      <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> Done
    </span>
  );
}
