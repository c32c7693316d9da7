import { PhoneCall } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { useRecordAttempt } from '../../../hooks/use-attempts';
import { toast } from '../../../lib/toast';
import { RecordResult } from '../../attempts/RecordResult';
import { Button } from '../../ui/button';

/**
 * Back from a call placed from the profile: "How did the call go?" with the call's result buttons, for the
 * number that was tapped. It takes the focus and comes into view, so the result is recorded while it is fresh.
 */
export function CallFollowUp({
  contact,
  phone,
  onDone,
}: {
  contact: OpenedContactProfile;
  phone: { id: string; phoneNumber: string };
  onDone: () => void;
}) {
  const record = useRecordAttempt();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby="call-follow-up"
      className="grid gap-2 rounded-lg border-2 border-primary bg-primary/5 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          id="call-follow-up"
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-2 font-semibold focus:outline-none"
        >
          <PhoneCall className="h-4 w-4 text-primary" aria-hidden="true" />
          How did the call to {phone.phoneNumber} go?
        </h3>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={onDone}>
          Not now
        </Button>
      </div>
      <RecordResult
        name={contact.fullName}
        channel="phone"
        phoneId={phone.id}
        onRecord={(attempt) =>
          record.mutate(
            { contactId: contact.id, ...attempt },
            {
              onSuccess: (saved) => {
                if (!saved.queued) toast({ title: 'Attempt recorded' });
              },
              onSettled: onDone,
            },
          )
        }
      />
    </section>
  );
}
