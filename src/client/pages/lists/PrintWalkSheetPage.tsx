import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { ageFrom, formatCount } from '../../../common/format.js';
import type { ListMember } from '../../../common/schemas/lists.js';
import { errorCode, errorMessage } from '../../api/api-error';
import { PartyBadge } from '../../components/contacts/ContactBadges';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCan } from '../../hooks/use-can';
import { useWholeList } from '../../hooks/use-lists';
import { households, RESULT_BOXES } from './households';
import { ListsRestricted } from './ListsRestricted';

/**
 * The whole walk list to print (issue 19): every page of members, households in walking order, with names,
 * ages, party and result boxes. Each page is read like the sheet's, so it counts against the read budget.
 */
export default function PrintWalkSheetPage() {
  const { id = '' } = useParams<{ id: string }>();
  const canWork = useCan('lists:work');
  const whole = useWholeList(id, canWork);
  const printed = useRef(false);
  useEffect(() => {
    if (!whole.data || printed.current) return;
    printed.current = true;
    window.print();
  }, [whole.data]);

  if (!canWork || errorCode(whole.error) === 'forbidden') return <ListsRestricted />;
  if (whole.error)
    return (
      <div className="mx-auto grid max-w-3xl gap-4">
        <BackLink id={id} />
        <p className="text-destructive">{errorMessage(whole.error, 'This list could not be printed.')}</p>
      </div>
    );
  if (!whole.data) return <Spinner className="py-16" />;
  const { name, members: all } = whole.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-4" id="walk-sheet">
      <BackLink id={id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{name}</h1>
        <Button variant="outline" size="sm" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">Walk list · {formatCount(all.length)} voters</p>
      <ol className="grid gap-2">
        {households(all).map((group) => (
          <Household key={group[0]?.contactId} members={group} />
        ))}
      </ol>
    </div>
  );
}

function BackLink({ id }: { id: string }) {
  return (
    <Link
      href={`/lists/${id}`}
      className="flex items-center gap-1 text-sm text-muted-foreground hover:underline print:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to the list
    </Link>
  );
}

function Household({ members }: { members: ListMember[] }) {
  const first = members[0];
  if (!first) return null;
  return (
    <li className="grid gap-1 rounded border border-border p-2 break-inside-avoid">
      <p className="font-semibold">
        {first.streetAddress ?? 'No address on file'}{' '}
        <span className="font-normal text-muted-foreground">
          {[first.city, first.zipCode].filter(Boolean).join(' ')}
        </span>
      </p>
      <ul className="grid gap-1">
        {members.map((m) => (
          <li key={m.contactId} data-testid="print-voter" className="grid gap-0.5 text-sm">
            <span className="flex flex-wrap items-center gap-1.5">
              <span className="font-medium">{m.fullName}</span>
              {ageFrom(m.dateOfBirth) !== null && <span>{ageFrom(m.dateOfBirth)}</span>}
              <PartyBadge party={m.party} />
            </span>
            <span>{RESULT_BOXES}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}
