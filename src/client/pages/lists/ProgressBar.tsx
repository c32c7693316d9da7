/** How much of a list has been worked: a bar and "n of m reached". */
import { formatCount } from '../../../common/format.js';
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <span className="grid gap-1">
      <span
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label="Voters attempted"
        className="block h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <span className="block h-full bg-primary" style={{ width: `${percent}%` }} />
      </span>
      <span className="text-xs text-muted-foreground">
        {formatCount(done)} of {formatCount(total)} attempted ({percent}%)
      </span>
    </span>
  );
}
