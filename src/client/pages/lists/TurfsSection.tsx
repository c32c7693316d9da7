import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { countOf } from '../../../common/format.js';
import type { ListSummary } from '../../../common/schemas/lists.js';
import { Button } from '../../components/ui/button';
import { useCan } from '../../hooks/use-can';
import { EditListDialog } from './EditListDialog';
import { ProgressBar } from './ProgressBar';

/** A cut list's turfs, in walking order, each with its progress and who works it; admins assign each here. */
export function TurfsSection({ turfs }: { turfs: ListSummary[] }) {
  const mayAssign = useCan('admin:manage');
  const [assigning, setAssigning] = useState<ListSummary | null>(null);
  return (
    <section className="grid gap-2 print:hidden" aria-labelledby="turfs-heading">
      <h2 id="turfs-heading" className="text-lg font-semibold">
        Turfs ({turfs.length})
      </h2>
      <ul className="grid grid-cols-1 gap-2 md:grid-cols-2">
        {turfs.map((turf) => (
          <li key={turf.id} className="grid gap-2 rounded-lg border border-border p-3" data-testid="turf">
            <Link href={`/lists/${turf.id}`} className="font-medium hover:underline">
              {turf.name}
            </Link>
            <span className="text-sm text-muted-foreground">
              {countOf(turf.doors ?? 0, 'door')} · {countOf(turf.size, 'voter')} ·{' '}
              {turf.assignees.length ? turf.assignees.map((a) => a.name).join(', ') : 'not assigned'}
            </span>
            <ProgressBar done={turf.progress.attempted} total={turf.progress.total} />
            {mayAssign && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setAssigning(turf)}
              >
                <UserPlus aria-hidden="true" /> Assign
              </Button>
            )}
          </li>
        ))}
      </ul>
      {assigning && <EditListDialog list={assigning} onClose={() => setAssigning(null)} />}
    </section>
  );
}
