import { Phone } from 'lucide-react';
import { useState } from 'react';
import type { ListMember } from '../../../common/schemas/lists.js';
import { RecordResult } from '../../components/attempts/RecordResult';
import { cn } from '../../lib/utils';
import { DONE_CARD, DoneBadge, LastResult, VoterLine } from './MemberLines';

/** One voter of a call sheet: tap-to-call on each usable phone, then the call's result. */
export function CallCard({
  index,
  member,
  canCall,
  mayCallNow,
  onRecord,
  onOpenProfile,
}: {
  index: number;
  member: ListMember;
  canCall: boolean;
  /** Asked as the call is tapped; false keeps the call from being placed. */
  mayCallNow: () => boolean;
  onRecord: Parameters<typeof RecordResult>[0]['onRecord'];
  onOpenProfile: (contactId: string) => void;
}) {
  const [calledPhone, setCalledPhone] = useState<string | null>(null);
  const usable = member.phones.filter((p) => !p.wrongNumber);
  const done = Boolean(member.lastResult);
  return (
    <li
      data-card-index={index}
      data-attempted={done}
      data-testid="call-card"
      className={cn('grid scroll-mt-20 gap-3 rounded-lg border p-4', done ? DONE_CARD : 'border-border')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex flex-wrap items-center gap-2">
          <VoterLine member={member} onOpenProfile={onOpenProfile} />
          {done && <DoneBadge />}
        </span>
        <LastResult member={member} channel="phone" />
      </div>
      <ul className="flex flex-wrap gap-2">
        {member.phones.map((p) =>
          p.wrongNumber ? (
            <li key={p.id} className="text-sm text-muted-foreground line-through" title="Wrong number">
              {p.phoneNumber}
            </li>
          ) : (
            <li key={p.id}>
              {canCall && !member.doNotContact ? (
                <a
                  href={`tel:${p.phoneNumber.replace(/\D/g, '')}`}
                  onClick={(event) => {
                    if (mayCallNow()) setCalledPhone(p.id);
                    else event.preventDefault();
                  }}
                  className="inline-flex min-h-11 items-center gap-2 rounded-md border border-input px-3 text-sm font-medium hover:bg-accent"
                >
                  <Phone className="h-4 w-4" aria-hidden="true" /> Call {p.phoneNumber}
                </a>
              ) : (
                <span className="text-sm">{p.phoneNumber}</span>
              )}
            </li>
          ),
        )}
      </ul>
      {!member.doNotContact && (calledPhone || !canCall) && (
        <RecordResult
          name={member.fullName}
          channel="phone"
          phoneId={calledPhone ?? usable[0]?.id}
          onRecord={(a) => {
            onRecord(a);
            setCalledPhone(null);
          }}
        />
      )}
      {!member.doNotContact && canCall && !calledPhone && usable.length > 0 && (
        <button
          type="button"
          className="justify-self-start text-sm text-muted-foreground underline print:hidden"
          onClick={() => setCalledPhone(usable[0]?.id ?? null)}
        >
          Record a result without calling from this phone
        </button>
      )}
    </li>
  );
}
