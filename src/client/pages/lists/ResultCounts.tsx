import { attemptResultLabel } from '../../../common/contact-display.js';
import { LIST_CHANNEL } from '../../../common/list-channels.js';
import type { ListDetail } from '../../../common/schemas/lists.js';
import { Badge } from '../../components/ui/badge';

/** How many of the list's voters have each result, and (for whoever manages it) who recorded how many. */
export function ResultCounts({ list, showVolunteers }: { list: ListDetail; showVolunteers: boolean }) {
  const entries = Object.entries(list.progress.byResult);
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm print:hidden">
      <p className="flex flex-wrap gap-1.5" data-testid="result-counts">
        {entries.map(([result, n]) => (
          <Badge key={result} className="text-muted-foreground">
            {attemptResultLabel(result as never, LIST_CHANNEL[list.kind])}: {n}
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
