/**
 * Records a door knocked, a call, a text or an email from the profile: a volunteer who reaches someone they know
 * outside a list (a text to a neighbour, an email to a friend) records it here, with the same result buttons as a
 * walk or call sheet. Without a connection it waits on the device and is sent later, like a list's results.
 */
import { useId, useState } from 'react';
import { ATTEMPT_CHANNELS, type AttemptChannel } from '../../../../common/constants.js';
import { capitalize } from '../../../../common/format.js';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { useRecordAttempt } from '../../../hooks/use-attempts';
import { toast } from '../../../lib/toast';
import { RecordResult } from '../../attempts/RecordResult';
import { Button } from '../../ui/button';
import { NativeSelect } from '../../ui/native-select';

/** Calls and texts go to one of the voter's numbers; a number recorded as wrong is not offered. */
const usesPhone = (channel: AttemptChannel) => channel === 'phone' || channel === 'text';

export function RecordAttempt({ contact }: { contact: OpenedContactProfile }) {
  const [channel, setChannel] = useState<AttemptChannel | null>(null);
  const phones = contact.phones.filter((p) => !p.wrongNumber);
  const [chosenPhoneId, setPhoneId] = useState('');
  // The first usable number until another is chosen (and again if the chosen one is marked wrong meanwhile).
  const phoneId = phones.some((p) => p.id === chosenPhoneId) ? chosenPhoneId : (phones[0]?.id ?? '');
  const record = useRecordAttempt();
  const phoneSelectId = useId();
  return (
    <div className="grid gap-2 rounded-md border border-border p-3" data-testid="record-attempt">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Record an attempt</legend>
        <div className="flex flex-wrap gap-2">
          {ATTEMPT_CHANNELS.map((c) => (
            <Button
              key={c}
              type="button"
              size="sm"
              className="min-h-11"
              variant={channel === c ? 'secondary' : 'outline'}
              aria-pressed={channel === c}
              onClick={() => setChannel(channel === c ? null : c)}
            >
              {capitalize(c)}
            </Button>
          ))}
        </div>
      </fieldset>
      {channel && usesPhone(channel) && phones.length > 1 && (
        <div className="grid gap-1">
          <label htmlFor={phoneSelectId} className="text-sm font-medium">
            Number used
          </label>
          <NativeSelect id={phoneSelectId} value={phoneId} onChange={(e) => setPhoneId(e.target.value)}>
            {phones.map((p) => (
              <option key={p.id} value={p.id}>
                {p.phoneNumber}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {channel && (
        <RecordResult
          key={channel}
          name={contact.fullName}
          channel={channel}
          {...(usesPhone(channel) && phoneId && { phoneId })}
          onRecord={(attempt) =>
            record.mutate(
              { contactId: contact.id, ...attempt },
              {
                onSuccess: (saved) => {
                  setChannel(null);
                  if (!saved.queued) toast({ title: 'Attempt recorded' });
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
