import { attemptResultLabel } from '../../../common/contact-display.js';
import { ageFrom, when } from '../../../common/format.js';
import type { ListMember } from '../../../common/schemas/lists.js';
import { FlagBadges, PartyBadge } from '../../components/contacts/ContactBadges';

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
    </span>
  );
}

/** The member's latest result on this list, or, before any, the one recorded last time. */
export function LastResult({ member, channel }: { member: ListMember; channel: 'door' | 'phone' }) {
  if (!member.lastResult && member.earlierResult)
    return (
      <span className="text-sm text-muted-foreground" data-testid="earlier-result">
        Last time: {attemptResultLabel(member.earlierResult, channel)}
        {member.earlierAttemptAt ? ` · ${when(member.earlierAttemptAt, 'date')}` : ''}
      </span>
    );
  if (!member.lastResult) return null;
  return (
    <span className="text-sm text-muted-foreground" data-testid="last-result">
      {attemptResultLabel(member.lastResult, channel)}
      {member.lastAttemptBy ? ` · ${member.lastAttemptBy}` : ''}
    </span>
  );
}
