import { ListPlus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { BALLOT_FILTER_LABELS } from '../../../common/ballots.js';
import { formatCount, when } from '../../../common/format.js';
import type { ElectionView } from '../../../common/schemas/election.js';
import { electionDateLabel } from '../../../common/vote-history.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadFailedCard } from '../../components/ui/load-failed-card';
import { Spinner } from '../../components/ui/spinner';
import { useCan } from '../../hooks/use-can';
import { useElectionView } from '../../hooks/use-election';
import { useCreateList } from '../../hooks/use-lists';
import { PrecinctChart, VotedByDayChart } from './ElectionCharts';
import { searchHref } from './search-links';

function Count({ label, value, href }: { label: string; value: number; href: string }) {
  return (
    <Link
      href={href}
      className="grid min-h-11 gap-0.5 rounded-md border border-border p-3 hover:bg-accent focus-visible:outline-2"
    >
      <span className="text-sm text-muted-foreground">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">
        {formatCount(value)}
        <span className="sr-only"> — open the matching search</span>
      </span>
    </Link>
  );
}

/** The election view (PRODUCT.md, Election season): admins and editors; the lists are made by admins. */
export default function ElectionPage() {
  const { data, isLoading } = useElectionView();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Election</h1>
        {data?.electionDate && (
          <p className="mt-1 text-muted-foreground" data-testid="election-date">
            {electionDateLabel(data.electionDate)} election: who has voted, the ballots out and the ones to
            cure.
          </p>
        )}
      </div>
      {isLoading ? (
        <Spinner className="py-16" />
      ) : !data ? (
        <LoadFailedCard title="The election figures could not be loaded" />
      ) : !data.electionDate ? (
        <Card>
          <CardContent className="pt-6 text-sm text-muted-foreground">
            No ballot file has been imported yet. During an election an admin imports the county's daily
            vote-by-mail file and early voting list (or a ballot status CSV) under Data Management; this page
            then shows who has voted.
          </CardContent>
        </Card>
      ) : (
        <ElectionFigures view={data} />
      )}
    </div>
  );
}

function ElectionFigures({ view }: { view: ElectionView }) {
  const isAdmin = useCan('admin:manage');
  const { supporters, ballots } = view;
  const share = supporters.total ? Math.round((supporters.voted / supporters.total) * 100) : 0;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Supporters (confirmed and likely)</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-lg" data-testid="supporters-voted">
            <span className="font-semibold">{formatCount(supporters.voted)}</span> of{' '}
            {formatCount(supporters.total)} supporters have voted ({share}%)
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Count label="Supporters who voted" value={supporters.voted} href={searchHref('voted', true)} />
            <Count
              label="Supporters yet to vote"
              value={supporters.notVoted}
              href={searchHref('not-voted', true)}
            />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Ballots</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Count label="Out (not returned)" value={ballots.out} href={searchHref('requested', false)} />
            <Count label="Returned" value={ballots.returned} href={searchHref('returned', false)} />
            <Count label="Rejected" value={ballots.rejected} href={searchHref('rejected', false)} />
            <Count label="Voted" value={ballots.voted} href={searchHref('voted', false)} />
          </div>
          <p className="text-sm text-muted-foreground">
            Voted: {formatCount(ballots.votedByMail)} by mail, {formatCount(ballots.votedEarly)} early,{' '}
            {formatCount(ballots.votedOnTheDay)} on the day.
          </p>
          {isAdmin && <ChaseAndCure electionDate={view.electionDate ?? ''} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Voted by day</CardTitle>
        </CardHeader>
        <CardContent>
          <VotedByDayChart days={view.byDay} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Supporters by precinct</CardTitle>
        </CardHeader>
        <CardContent>
          <PrecinctChart precincts={view.byPrecinct} />
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">
        From{' '}
        {view.files
          .map((f) => `${f.fileName ?? f.label} (${f.label}, imported ${when(f.importedAt)})`)
          .join('; ')}
        .
      </p>
    </>
  );
}

/** One click to a call list of the ballots out (supporters first) or of the rejected ballots to cure. */
function ChaseAndCure({ electionDate }: { electionDate: string }) {
  const create = useCreateList();
  const [, navigate] = useLocation();
  const label = electionDateLabel(electionDate);
  const lists = [
    { status: 'requested', button: 'Make the chase list', name: `Chase: ballots out (${label})` },
    { status: 'rejected', button: 'Make the cure list', name: `Cure: rejected ballots (${label})` },
  ] as const;
  return (
    <div className="flex flex-wrap gap-2">
      {lists.map(({ status, button, name }) => (
        <Button
          key={status}
          variant="outline"
          className="min-h-11"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { name, kind: 'call', filters: { ballotStatus: status }, supportersFirst: true },
              { onSuccess: (list) => navigate(`/lists/${list.id}`) },
            )
          }
        >
          <ListPlus aria-hidden="true" />
          {button}
        </Button>
      ))}
      <p className="basis-full text-xs text-muted-foreground">
        Chase: every voter with a {BALLOT_FILTER_LABELS.requested.toLowerCase()}, confirmed supporters first,
        then likely ones. Cure: every rejected ballot, with the reason and the cure deadline. Both are call
        lists, so they take the voters with a phone number; for the others, open a count above and make a walk
        list from its search.
      </p>
    </div>
  );
}
