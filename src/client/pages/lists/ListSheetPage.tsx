import { ArrowLeft, Pencil, Phone, Printer, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isWithinCallingHours } from '../../../common/calling-hours.js';
import { attemptResultLabel } from '../../../common/contact-display.js';
import { ageFrom, formatCount as count, when } from '../../../common/format.js';
import type { ListDetail, ListMember } from '../../../common/schemas/lists.js';
import { errorMessage, errorStatus } from '../../api/api-error';
import { pageLinks, useDeleteList, useList, useRecordAttempt, useRefreshList } from '../../api/lists';
import { RecordResult } from '../../components/attempts/RecordResult';
import { FlagBadges, PartyBadge } from '../../components/contacts/ContactBadges';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../hooks/use-toast';
import { EditListDialog } from './EditListDialog';
import { awaitingResult, households, RESULT_BOXES } from './households';
import { ProgressBar } from './ProgressBar';

/** A walk sheet (households as cards, in walking order) or a call sheet (voters with tap-to-call). */
export default function ListSheetPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [page, setPage] = useState(1);
  // Set when the last door of a page was done: the next page opens at its first door not yet attempted.
  const [followedOn, setFollowedOn] = useState(false);
  const list = useList(id, page);
  if (list.isLoading) return <Spinner className="py-16" />;
  if (list.error || !list.data)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <BackLink />
        <p className="text-destructive">
          {errorStatus(list.error) === 429
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
      followedOn={followedOn}
      onPage={(next, follow = false) => {
        setFollowedOn(follow);
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
  followedOn,
  onPage,
}: {
  list: ListDetail;
  page: number;
  followedOn: boolean;
  onPage: (page: number, followOn?: boolean) => void;
}) {
  const manages = list.canManage;
  const record = useRecordAttempt(list.id);
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

  /** After a result, the next door (or voter) not yet attempted comes into view, on the next page if need be. */
  const followOn = (index: number) => {
    requestAnimationFrame(() => {
      const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-card-index]'));
      const next = cards.find(
        (card) => Number(card.dataset.cardIndex) > index && card.dataset.attempted !== 'true',
      );
      if (next) next.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (links.next !== null) onPage(links.next, true);
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the followed-on page opens.
  useEffect(() => {
    if (followedOn) followOn(-1);
  }, []);

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-1 gap-4" id="walk-sheet">
      <BackLink />
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{list.name}</h1>
        <p className="text-sm text-muted-foreground">
          {list.kind === 'walk' ? 'Walk list' : 'Call list'} · {count(list.size)} voters
          {list.assignees.length > 0 && ` · assigned to ${list.assignees.map((a) => a.name).join(', ')}`}
        </p>
        <div className="print:hidden">
          <ProgressBar done={list.progress.attempted} total={list.progress.total} />
        </div>
        <ResultCounts list={list} showVolunteers={manages} />
        <div className="flex flex-wrap gap-2 print:hidden">
          {list.kind === 'walk' && (
            <Button variant="outline" size="sm" onClick={() => navigate(`/lists/${list.id}/print`)}>
              <Printer aria-hidden="true" /> Print walk sheet
            </Button>
          )}
          {manages && <ListActions list={list} />}
        </div>
      </div>
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
                onRecord={(attempt) => {
                  record.mutate({ contactId: member.contactId, ...attempt });
                  followOn(index);
                }}
              />
            ))}
      </ol>
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

function ResultCounts({ list, showVolunteers }: { list: ListDetail; showVolunteers: boolean }) {
  const entries = Object.entries(list.progress.byResult);
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm print:hidden">
      <p className="flex flex-wrap gap-1.5" data-testid="result-counts">
        {entries.map(([result, n]) => (
          <Badge key={result} className="text-muted-foreground">
            {attemptResultLabel(result as never, list.kind === 'walk' ? 'door' : 'phone')}: {n}
          </Badge>
        ))}
      </p>
      {showVolunteers && list.byVolunteer && list.byVolunteer.length > 0 && (
        <p className="text-muted-foreground">
          By volunteer: {list.byVolunteer.map((v) => `${v.name} ${v.attempted}`).join(' · ')}
        </p>
      )}
    </div>
  );
}

function ListActions({ list }: { list: ListDetail }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = useRefreshList(list.id);
  const remove = useDeleteList(list.id);
  const [, navigate] = useLocation();
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" /> Rename or assign
      </Button>
      <Button variant="outline" size="sm" disabled={refresh.isPending} onClick={() => refresh.mutate()}>
        <RefreshCw aria-hidden="true" /> {refresh.isPending ? 'Refreshing...' : 'Refresh members'}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
      {editing && <EditListDialog list={list} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this list?"
        description="The list goes away for everyone working it. The results already recorded stay on each voter's profile."
        confirmLabel="Delete List"
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/lists') })}
      />
    </>
  );
}

function VoterLine({ member }: { member: ListMember }) {
  const age = ageFrom(member.dateOfBirth);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium">{member.fullName}</span>
      {age !== null && <span className="text-sm text-muted-foreground">{age}</span>}
      <PartyBadge party={member.party} />
      <FlagBadges contact={member} />
    </span>
  );
}

function LastResult({ member, channel }: { member: ListMember; channel: 'door' | 'phone' }) {
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

function HouseholdCard({
  index,
  members,
  onRecord,
  onHouseholdNotHome,
}: {
  index: number;
  members: ListMember[];
  onRecord: (
    contactId: string,
    attempt: Parameters<Parameters<typeof RecordResult>[0]['onRecord']>[0],
  ) => void;
  onHouseholdNotHome: () => void;
}) {
  const first = members[0];
  if (!first) return null;
  const waiting = members.filter(awaitingResult);
  const attempted = waiting.length === 0;
  // Once someone at the door has a result, the button covers the others only, and says so.
  const someAnswered = members.some((m) => m.lastResult && !m.doNotContact);
  const nobodyHome = someAnswered ? 'Nobody else home' : 'Nobody home';
  const address = first.streetAddress ?? 'No address on file';
  return (
    <li
      data-card-index={index}
      data-attempted={attempted}
      data-testid="household-card"
      className="grid scroll-mt-20 gap-3 rounded-lg border border-border p-4 break-inside-avoid"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">{address}</p>
          <p className="text-sm text-muted-foreground">
            {[first.city, first.zipCode].filter(Boolean).join(' ')}
          </p>
        </div>
        {members.length > 1 && !attempted && (
          <Button
            size="sm"
            variant="outline"
            className="min-h-11 print:hidden"
            aria-label={`${nobodyHome}: ${waiting.map((m) => m.fullName).join(', ')}`}
            onClick={onHouseholdNotHome}
          >
            {nobodyHome}
            {someAnswered && ` (${waiting.length})`}
          </Button>
        )}
      </div>
      <ul className="grid gap-3">
        {members.map((m) => (
          <li
            key={m.contactId}
            className="grid gap-2 border-t border-border pt-2 first:border-t-0 first:pt-0"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <VoterLine member={m} />
              <LastResult member={m} channel="door" />
            </div>
            <p className="hidden text-sm print:block">{RESULT_BOXES}</p>
            {!m.doNotContact && (
              <RecordResult name={m.fullName} channel="door" onRecord={(a) => onRecord(m.contactId, a)} />
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

function CallCard({
  index,
  member,
  canCall,
  mayCallNow,
  onRecord,
}: {
  index: number;
  member: ListMember;
  canCall: boolean;
  /** Asked as the call is tapped; false keeps the call from being placed. */
  mayCallNow: () => boolean;
  onRecord: Parameters<typeof RecordResult>[0]['onRecord'];
}) {
  const [calledPhone, setCalledPhone] = useState<string | null>(null);
  const usable = member.phones.filter((p) => !p.wrongNumber);
  return (
    <li
      data-card-index={index}
      data-attempted={Boolean(member.lastResult)}
      data-testid="call-card"
      className="grid scroll-mt-20 gap-3 rounded-lg border border-border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <VoterLine member={member} />
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
