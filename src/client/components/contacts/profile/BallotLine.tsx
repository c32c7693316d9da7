import { Mail } from 'lucide-react';
import { ballotLine } from '../../../../common/ballots.js';
import { when } from '../../../../common/format.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { electionDateLabel } from '../../../../common/vote-history.js';
import { cn } from '../../../lib/utils';

/**
 * The voter's ballot in the election under way (PRODUCT.md, Election season): "Mail ballot returned 10/28 ·
 * accepted", "Ballot rejected 10/30: signature does not match — cure by 11/06", with the day's file it came from.
 */
export function BallotLine({ ballot }: { ballot: NonNullable<ContactProfile['ballot']> }) {
  const rejected = ballot.status === 'rejected';
  return (
    <section
      aria-label="Ballot"
      className={cn(
        'flex items-start gap-2 rounded-md border p-3 text-sm',
        rejected ? 'border-destructive' : 'border-border',
      )}
    >
      <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        <p data-testid="ballot-line" className="font-medium">
          {ballotLine(ballot)}
        </p>
        <p className="text-xs text-muted-foreground">
          {electionDateLabel(ballot.electionDate)} election
          {ballot.fileName && ` · from ${ballot.fileName}`}
          {ballot.importedAt && `, imported ${when(ballot.importedAt)}`}
        </p>
      </div>
    </section>
  );
}
