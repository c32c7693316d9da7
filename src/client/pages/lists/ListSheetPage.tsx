import { ArrowDown, ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isWithinCallingHours } from '../../../common/calling-hours.js';
import { formatCount as count } from '../../../common/format.js';
import type { ListDetail } from '../../../common/schemas/lists.js';
import { errorCode, errorMessage } from '../../api/api-error';
import { ContactProfileDialog } from '../../components/contacts/profile/ContactProfileDialog';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useRecordAttempt } from '../../hooks/use-attempts';
import { useCan } from '../../hooks/use-can';
import { pageLinks, useList, useLists } from '../../hooks/use-lists';
import { preferredScrollBehavior } from '../../lib/scroll-behavior';
import { toast } from '../../lib/toast';
import { CallCard } from './CallCard';
import { HouseholdCard } from './HouseholdCard';
import { awaitingResult, households } from './households';
import { ListActions } from './ListActions';
import { ListsRestricted } from './ListsRestricted';
import { nextUnattempted } from './next-unattempted';
import { ProgressBar } from './ProgressBar';
import { ResultCounts } from './ResultCounts';
import { TurfsSection } from './TurfsSection';

/** A walk sheet (households as cards, in walking order) or a call sheet (voters with tap-to-call). */
export default function ListSheetPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [page, setPage] = useState(1);
  // Set while looking for the next door not yet attempted across pages: the page that search began on.
  const [searchFrom, setSearchFrom] = useState<number | null>(null);
  const canWork = useCan('lists:work');
  const list = useList(id, page, canWork);
  if (!canWork || errorCode(list.error) === 'forbidden') return <ListsRestricted />;
  if (list.isLoading) return <Spinner className="py-16" />;
  if (list.error || !list.data)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <BackLink />
        <p className="text-destructive">
          {errorCode(list.error) === 'read_budget_spent'
            ? errorMessage(list.error, 'Reading is paused for now.')
            : 'This list could not be opened: it may have been deleted, or it is not one of yours.'}
        </p>
      </div>
    );
  return (
    <Sheet
      key={page}
      list={list.data}
      page={page}
      searchFrom={searchFrom}
      onPage={(next, from = null) => {
        setSearchFrom(from);
        setPage(next);
      }}
    />
  );
}

function BackLink() {
  return (
    <Link
      href="/lists"
      className="flex items-center gap-1 text-sm text-muted-foreground hover:underline print:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> My Lists
    </Link>
  );
}

function Sheet({
  list,
  page,
  searchFrom,
  onPage,
}: {
  list: ListDetail;
  page: number;
  searchFrom: number | null;
  onPage: (page: number, searchFrom?: number | null) => void;
}) {
  const manages = list.canManage;
  const record = useRecordAttempt(list.id);
  // The turfs cut from this list, and the list a turf was cut from, as My Lists has them.
  const lists = useLists();
  const turfs = (lists.data ?? []).filter((l) => l.parentId === list.id);
  const parent = list.parentId ? lists.data?.find((l) => l.id === list.parentId) : undefined;
  // A voter's profile opens over the sheet, which stays as it was: Back (or closing) returns to the same door.
  const [profileId, setProfileId] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const links = pageLinks(list);
  const groups = households(list.members);
  // The server's `open` is from when the page loaded (which may be hours ago): each tap on a call asks again.
  const [closedOnDevice, setClosedOnDevice] = useState(false);
  const canCall = list.callingHours.open && !closedOnDevice;
  const mayCallNow = () => {
    if (isWithinCallingHours(list.callingHours, new Date())) return true;
    setClosedOnDevice(true);
    toast({ title: 'Outside calling hours', description: outsideCallingHours(list.callingHours) });
    return false;
  };

  /**
   * After a result, the next door (or voter) not yet attempted comes into view, on another page if need be (round to
   * the first page); so does the first one after `index` on asking ("Next door not yet knocked", from -1).
   */
  const followOn = (index: number, from: number | null = null) => {
    requestAnimationFrame(() => {
      const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-card-index]'));
      const next = nextUnattempted({
        attempted: cards.map((card) => card.dataset.attempted === 'true'),
        after: index,
        page,
        nextPage: links.next,
        searchFrom: from,
      });
      if (next.kind === 'scroll')
        cards[next.index]?.scrollIntoView({ behavior: preferredScrollBehavior(), block: 'start' });
      else if (next.kind === 'page') onPage(next.page, next.searchFrom);
      else toast({ title: list.kind === 'walk' ? 'Every door has a result' : 'Every voter has a result' });
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as a page opened by the search above opens.
  useEffect(() => {
    if (searchFrom !== null) followOn(-1, searchFrom);
  }, []);

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4" id="walk-sheet">
      <BackLink />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{list.name}</h1>
        {parent && (
          <p className="text-sm print:hidden">
            Turf {list.turfNumber} of{' '}
            <Link href={`/lists/${parent.id}`} className="underline">
              {parent.name}
            </Link>
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          {list.kind === 'walk' ? 'Walk list' : 'Call list'} · {count(list.size)} voters
          {list.assignees.length > 0 && ` · assigned to ${list.assignees.map((a) => a.name).join(', ')}`}
        </p>
        {list.skipsVoted && (
          <p className="text-sm text-muted-foreground">
            Voters who have already voted are left out; a refresh drops those who vote later.
          </p>
        )}
        <div className="print:hidden">
          <ProgressBar done={list.progress.attempted} total={list.progress.total} />
        </div>
        <ResultCounts list={list} showVolunteers={manages} />
        <div className="flex flex-wrap gap-2 print:hidden">
          {list.progress.attempted < list.progress.total && (
            <Button variant="outline" size="sm" onClick={() => followOn(-1)}>
              <ArrowDown aria-hidden="true" />
              {list.kind === 'walk' ? 'Next door not yet knocked' : 'Next voter not yet called'}
            </Button>
          )}
          {list.kind === 'walk' && (
            <Button variant="outline" size="sm" onClick={() => navigate(`/lists/${list.id}/print`)}>
              <Printer aria-hidden="true" /> Print walk sheet
            </Button>
          )}
          {manages && <ListActions list={list} hasTurfs={turfs.length > 0} />}
        </div>
      </div>
      {turfs.length > 0 && <TurfsSection turfs={turfs} />}
      {list.kind === 'call' && !canCall && (
        <p
          role="alert"
          className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {outsideCallingHours(list.callingHours)}
        </p>
      )}
      {list.members.length === 0 && (
        <p className="text-muted-foreground">This list has no voters{page > 1 ? ' on this page' : ''}.</p>
      )}
      <ol className="grid gap-3">
        {list.kind === 'walk'
          ? groups.map((group, index) => (
              <HouseholdCard
                key={group[0]?.contactId}
                index={index}
                members={group}
                onRecord={(contactId, attempt) => {
                  record.mutate({ contactId, ...attempt });
                  const rest = group.filter((m) => m.contactId !== contactId && awaitingResult(m));
                  if (rest.length === 0) followOn(index);
                }}
                onOpenProfile={setProfileId}
                onHouseholdNotHome={() => {
                  // Only the voters of this door without a result yet: one already talked to keeps "Talked".
                  for (const m of group.filter(awaitingResult))
                    record.mutate({ contactId: m.contactId, channel: 'door', result: 'not-home' });
                  followOn(index);
                }}
              />
            ))
          : list.members.map((member, index) => (
              <CallCard
                key={member.contactId}
                index={index}
                member={member}
                canCall={canCall}
                mayCallNow={mayCallNow}
                onOpenProfile={setProfileId}
                onRecord={(attempt) => {
                  record.mutate({ contactId: member.contactId, ...attempt });
                  followOn(index);
                }}
              />
            ))}
      </ol>
      <ContactProfileDialog contactId={profileId} onClose={() => setProfileId(null)} />
      {links.last > 1 && (
        <nav className="flex items-center justify-between gap-2 print:hidden" aria-label="List pages">
          <Button
            variant="outline"
            disabled={links.previous === null}
            onClick={() => links.previous !== null && onPage(links.previous)}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">{pagePosition(list, page, links.last)}</span>
          <Button
            variant="outline"
            disabled={links.next === null}
            onClick={() => links.next !== null && onPage(links.next)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * Where this page is in the list, by voters: page numbers skip past a household larger than a page, so
 * "Page 1 of 3" then "Page 3 of 3" would puzzle; "Voters 1–104 of 107" then "Voters 105–107 of 107" does not.
 */
function pagePosition(list: ListDetail, page: number, lastPage: number) {
  if (list.membersBefore === undefined || list.members.length === 0) return `Page ${page} of ${lastPage}`;
  return `Voters ${count(list.membersBefore + 1)}–${count(list.membersBefore + list.members.length)} of ${count(list.size)}`;
}

const outsideCallingHours = (hours: ListDetail['callingHours']) =>
  `It is outside calling hours (${hours.start}–${hours.end}, ${hours.timeZone}). Please don’t call now; come back during calling hours.`;
