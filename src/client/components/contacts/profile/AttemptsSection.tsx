import { DoorOpen } from 'lucide-react';
import type { AttemptChannel, AttemptResult } from '../../../../common/constants.js';
import { attemptResultLabel } from '../../../../common/contact-display.js';
import { capitalize, when } from '../../../../common/format.js';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { useClearDoNotContact } from '../../../hooks/use-attempts';
import { useCan } from '../../../hooks/use-can';
import { notYetRecorded, useWaitingAttempts } from '../../../offline/use-waiting-attempts';
import { Button } from '../../ui/button';
import { ProfileSection } from './ProfileSection';
import { RecordAttempt } from './RecordAttempt';

/**
 * Doors knocked, calls, texts and emails, newest first: who, when, how, what came of it, and the note; above them
 * the form that records one (editors and admins) and the latest answer to each survey question.
 */
export function AttemptsSection({
  contact,
  withRecord = true,
}: {
  contact: OpenedContactProfile;
  /** False where the form sits elsewhere (a phone's profile has it among the actions at the top). */
  withRecord?: boolean;
}) {
  const isAdmin = useCan('admin:manage');
  const canRecord = useCan('lists:work');
  const clear = useClearDoNotContact(contact.id);
  const waiting = notYetRecorded(useWaitingAttempts(contact.id), contact.attempts);
  return (
    <ProfileSection
      title="Attempts"
      icon={DoorOpen}
      action={
        isAdmin && contact.doNotContact ? (
          <Button size="sm" variant="outline" disabled={clear.isPending} onClick={() => clear.mutate()}>
            {clear.isPending ? 'Clearing...' : 'Clear do not contact'}
          </Button>
        ) : undefined
      }
    >
      {contact.doNotContact && withRecord && (
        <p className="text-sm font-medium text-destructive">
          This voter asked not to be contacted: they are left out of new lists and exports.
        </p>
      )}
      {withRecord && canRecord && !contact.doNotContact && <RecordAttempt contact={contact} />}
      {contact.latestAnswers.length > 0 && (
        <div className="grid gap-1" data-testid="survey-answers">
          <h3 className="text-sm font-medium">Survey answers (latest)</h3>
          <dl className="grid gap-0.5 text-sm">
            {contact.latestAnswers.map((a) => (
              <div key={a.questionId} className="flex flex-wrap gap-x-2">
                <dt className="text-muted-foreground">
                  {a.question}
                  {!a.active && ' (retired)'}
                </dt>
                <dd className="font-medium">
                  {a.choice} <span className="font-normal text-muted-foreground">· {when(a.answeredAt)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {contact.attempts.length === 0 && waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">No doors knocked, calls, texts or emails yet.</p>
      ) : (
        <ul className="grid gap-2" data-testid="attempts">
          {waiting.map((a) => (
            <AttemptLine key={a.clientId} attempt={a} who="You" at={a.deviceAt} waiting />
          ))}
          {contact.attempts.map((a) => (
            <AttemptLine key={a.id} attempt={a} who={a.userName} at={a.deviceAt ?? a.createdAt} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function AttemptLine({
  attempt,
  who,
  at,
  waiting = false,
}: {
  attempt: { result: AttemptResult; channel: AttemptChannel; note?: string | null };
  who: string;
  at: string;
  /** Recorded without a connection: kept on this device until it is sent. */
  waiting?: boolean;
}) {
  return (
    <li className="grid gap-0.5 text-sm">
      <span>
        <span className="font-medium">{attemptResultLabel(attempt.result, attempt.channel)}</span>
        <span className="text-muted-foreground">
          {' '}
          · {capitalize(attempt.channel)} · {who} · {when(at)}
        </span>
        {waiting && <span className="font-medium text-muted-foreground"> · Waiting to sync</span>}
      </span>
      {attempt.note && <span className="text-muted-foreground">{attempt.note}</span>}
    </li>
  );
}
