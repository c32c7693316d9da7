import { Vote } from 'lucide-react';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import {
  ELECTION_TYPE_LABELS,
  electionDateLabel,
  HISTORY_CODE_LABELS,
  VOTED_CODES,
} from '../../../../common/vote-history.js';
import { cn } from '../../../lib/utils';
import { Badge } from '../../ui/badge';
import { ProfileSection } from './ProfileSection';

const voted = (code: string) => (VOTED_CODES as readonly string[]).includes(code);

/** "Voted in 3 of the last 4 general elections" (fewer when fewer are known). */
export function recentGeneralsText({
  recentGenerals,
  generals,
}: NonNullable<ContactProfile['votingHistory']>) {
  const last = generals === 1 ? 'the last general election' : `the last ${generals} general elections`;
  return `Voted in ${recentGenerals} of ${last}`;
}

/** Voting History (PRODUCT.md, Vote history): from the county's history file, newest first. */
export function VotingHistorySection({ history }: { history: NonNullable<ContactProfile['votingHistory']> }) {
  return (
    <ProfileSection title="Voting History" icon={Vote}>
      {history.generals > 0 && (
        <div>
          <Badge data-testid="recent-generals">{recentGeneralsText(history)}</Badge>
        </div>
      )}
      {history.elections.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The voter history file has no elections for this voter.
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th>Election</th>
              <th>Type</th>
              <th>How they voted</th>
            </tr>
          </thead>
          <tbody>
            {history.elections.map((e) => (
              <tr key={`${e.date}-${e.type}`} className="border-t border-border first:border-t-0">
                <td className="py-1 pr-2 whitespace-nowrap">{electionDateLabel(e.date)}</td>
                <td className="py-1 pr-2">{ELECTION_TYPE_LABELS[e.type]}</td>
                <td className={cn('py-1', voted(e.code) ? 'font-medium' : 'text-muted-foreground')}>
                  {HISTORY_CODE_LABELS[e.code]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ProfileSection>
  );
}
