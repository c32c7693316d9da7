import { ClipboardList, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { formatCount } from '../../../common/format.js';
import type { ListSummary } from '../../../common/schemas/lists.js';
import { errorCode } from '../../api/api-error';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../hooks/use-auth';
import { useCan } from '../../hooks/use-can';
import { useLists } from '../../hooks/use-lists';
import { ListsRestricted } from './ListsRestricted';
import { ProgressBar } from './ProgressBar';

/** My lists (PRODUCT.md, Walk and call lists): the lists a person made or was given, with their progress. */
export default function ListsPage() {
  const canWork = useCan('lists:work');
  const lists = useLists(canWork);
  const { user } = useAuth();
  if (!canWork || errorCode(lists.error) === 'forbidden') return <ListsRestricted />;
  let body: React.ReactNode;
  if (lists.isLoading) body = <Spinner className="py-16" />;
  else if (lists.error || !lists.data)
    body = (
      <p className="text-destructive">Your lists could not be loaded. Check your connection and reload.</p>
    );
  else if (lists.data.length === 0)
    body = (
      <Card>
        <CardContent className="pt-6 text-muted-foreground">
          You have no lists yet. On a computer, search for the voters you want (a street, a precinct), then
          press “Make a List”. An organiser can also assign a list to you.
        </CardContent>
      </Card>
    );
  else
    body = (
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {topLevel(lists.data).map(({ list, turfs }) => (
          <li key={list.id} className="grid gap-2">
            <ListCard list={list} mine={list.owner?.id === user?.id} />
            {turfs.length > 0 && (
              <ul className="grid gap-2 border-l-2 border-border pl-3" aria-label={`Turfs of ${list.name}`}>
                {turfs.map((turf) => (
                  <li key={turf.id}>
                    <ListCard list={turf} mine={turf.owner?.id === user?.id} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">My Lists</h1>
        <p className="mt-1 text-muted-foreground">
          Open a list to knock on its doors or call its voters, and record each result.
        </p>
      </div>
      {body}
    </div>
  );
}

/** Each list with the turfs cut from it underneath; a turf whose list the reader cannot see stands alone. */
function topLevel(lists: ListSummary[]) {
  const ids = new Set(lists.map((l) => l.id));
  return lists
    .filter((l) => !l.parentId || !ids.has(l.parentId))
    .map((list) => ({ list, turfs: lists.filter((l) => l.parentId === list.id) }));
}

function ListCard({ list, mine }: { list: ListSummary; mine: boolean }) {
  const Icon = list.kind === 'walk' ? ClipboardList : Phone;
  const { total, attempted } = list.progress;
  return (
    <Link
      href={`/lists/${list.id}`}
      className="grid gap-2 rounded-lg border border-border p-4 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="list-card"
    >
      <span className="flex items-center gap-2 font-semibold">
        <Icon className="h-4 w-4" aria-hidden="true" />
        {list.name}
      </span>
      <span className="text-sm text-muted-foreground">
        {list.parentId ? 'Turf' : list.kind === 'walk' ? 'Walk list' : 'Call list'} · {formatCount(total)}{' '}
        voters
        {!mine && list.owner ? ` · from ${list.owner.name}` : ''}
      </span>
      <ProgressBar done={attempted} total={total} />
    </Link>
  );
}
