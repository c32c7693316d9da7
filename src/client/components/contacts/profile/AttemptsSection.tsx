import { DoorOpen } from 'lucide-react';
import { ATTEMPT_RESULT_LABELS } from '../../../../common/constants.js';
import { capitalize, when } from '../../../../common/format.js';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { useClearDoNotContact } from '../../../api/lists';
import { useCan } from '../../../hooks/use-can';
import { Button } from '../../ui/button';
import { ProfileSection } from './ProfileSection';

/**
 * Doors knocked and calls made, newest first: who, when, how, what came of it, and the note; above them the
 * latest answer to each survey question.
 */
export function AttemptsSection({ contact }: { contact: OpenedContactProfile }) {
  const isAdmin = useCan('admin:manage');
  const clear = useClearDoNotContact(contact.id);
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
      {contact.doNotContact && (
        <p className="text-sm font-medium text-destructive">
          This voter asked not to be contacted: they are left out of new lists and exports.
        </p>
      )}
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
      {contact.attempts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No doors knocked or calls made yet.</p>
      ) : (
        <ul className="grid gap-2" data-testid="attempts">
          {contact.attempts.map((a) => (
            <li key={a.id} className="grid gap-0.5 text-sm">
              <span>
                <span className="font-medium">{ATTEMPT_RESULT_LABELS[a.result]}</span>
                <span className="text-muted-foreground">
                  {' '}
                  · {capitalize(a.channel)} · {a.userName} · {when(a.deviceAt ?? a.createdAt)}
                </span>
              </span>
              {a.note && <span className="text-muted-foreground">{a.note}</span>}
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
