import { Table2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatCount } from '../../../../common/format.js';
import { Button } from '../../../components/ui/button';

export interface Column {
  key: string;
  label: string;
}

/**
 * A chart with its figures as a table under it, one tap away. The drawing is hidden from screen readers; the
 * summary line and the table carry the same numbers as text.
 */
export function ChartFigure({
  title,
  summary,
  chart,
  columns,
  rows,
  rowHeader,
  empty,
}: {
  title: string;
  summary: ReactNode;
  chart: ReactNode;
  columns: Column[];
  rows: Record<string, string | number>[];
  /** The column whose cell names the row (the day, the list). */
  rowHeader: Column;
  /** What to say instead of an empty chart. */
  empty?: string;
}) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <figure className="grid min-w-0 gap-2" aria-label={title}>
      <figcaption className="grid gap-0.5">
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{summary}</span>
      </figcaption>
      {empty ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <>
          <div className="h-64 w-full min-w-0" aria-hidden="true">
            {chart}
          </div>
          <div>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={tableId}
              onClick={() => setOpen((o) => !o)}
            >
              <Table2 aria-hidden="true" /> {open ? 'Hide table' : 'Show table'}
            </Button>
          </div>
          {open && (
            <div id={tableId} className="max-h-96 overflow-auto rounded-md border border-border">
              <table className="w-full text-sm">
                <caption className="sr-only">{title}</caption>
                <thead className="sticky top-0 bg-card">
                  <tr className="border-b border-border">
                    <th scope="col" className="px-2 py-1.5 text-left font-medium">
                      {rowHeader.label}
                    </th>
                    {columns.map((c) => (
                      <th key={c.key} scope="col" className="px-2 py-1.5 text-right font-medium">
                        {c.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: two lists may share a name; the order is the data's
                    <tr key={i} className="border-b border-border last:border-0">
                      <th scope="row" className="px-2 py-1 text-left font-normal whitespace-nowrap">
                        {row[rowHeader.key]}
                      </th>
                      {columns.map((c) => (
                        <td key={c.key} className="px-2 py-1 text-right tabular-nums">
                          {typeof row[c.key] === 'number' ? formatCount(row[c.key] as number) : row[c.key]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </figure>
  );
}
