import { Download } from 'lucide-react';
import { formatCount as count, countOf, when } from '../../../../common/format.js';
import {
  IMPORT_INTERRUPTED_LABEL,
  type ImportJob,
  importWasInterrupted,
} from '../../../../common/schemas/imports.js';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/download';
import { rowProblemsCsv } from './row-problems-csv';

const SHOWN_ERRORS = 10;

/** What the last import did: counts, skipped rows (downloadable), ignored columns. */
export function ImportResult({ job }: { job: ImportJob }) {
  // A voter history file counts history rows, and the rows of voters Groundwork does not have.
  const figures: [string, number][] =
    job.kind === 'history'
      ? [
          ['New', job.inserted],
          ['Updated', job.updated],
          ['Unchanged', job.unchanged],
          ['Unknown voters', job.unknownVoters],
          ['Duplicates', job.duplicates],
          ['Errors', job.errorCount],
        ]
      : [
          ['New', job.inserted],
          ['Updated', job.updated],
          ['Unchanged', job.unchanged],
          ['Deactivated', job.deactivated],
          ['Duplicates', job.duplicates],
          ['Errors', job.errorCount],
        ];
  const download = () =>
    saveBlob(
      new Blob([rowProblemsCsv([...job.errors, ...job.warnings].sort((a, b) => a.row - b.row))], {
        type: 'text/csv;charset=utf-8',
      }),
      `import-errors-${job.createdAt.slice(0, 10)}.csv`,
    );
  return (
    <section aria-label="Import result" className="grid gap-3 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {job.status === 'completed'
            ? job.kind === 'history'
              ? 'Last import: vote history'
              : 'Last import'
            : importWasInterrupted(job)
              ? IMPORT_INTERRUPTED_LABEL
              : job.status === 'failed'
                ? 'Last import failed'
                : 'Import running'}
        </h3>
        <span className="text-xs text-muted-foreground">
          {job.fileName} · {when(job.createdAt)}
          {job.fullRefresh && ' · complete list'}
          {job.undoneAt && ' · undone'}
        </span>
      </div>
      {job.status === 'failed' && job.message && (
        <p role="alert" className="text-sm text-destructive">
          {job.message}
        </p>
      )}
      {/* Two columns on a phone: a county file's "180,000" fits its box. */}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted p-2 text-center">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd
              className="text-lg font-semibold"
              data-testid={`import-${label.toLowerCase().replace(' ', '-')}`}
            >
              {count(value)}
            </dd>
          </div>
        ))}
      </dl>
      {job.warningCount > 0 && (
        <p className="text-sm text-muted-foreground">
          {countOf(job.warningCount, 'row was', 'rows were')} imported with something left out (for example a
          phone number that is not 10 digits); they are in the download.
        </p>
      )}
      {job.errors.length > 0 && (
        <div className="grid gap-2">
          <ul className="grid gap-1 text-sm">
            {job.errors.slice(0, SHOWN_ERRORS).map((problem) => (
              <li key={`${problem.row}-${problem.message}`}>
                <span className="font-medium">Row {problem.row}:</span> {problem.message}
              </li>
            ))}
          </ul>
          {job.errorCount > SHOWN_ERRORS && (
            <p className="text-xs text-muted-foreground">
              and {count(job.errorCount - SHOWN_ERRORS)} more
              {job.errorCount > job.errors.length &&
                ` (the download lists the first ${count(job.errors.length)})`}
              .
            </p>
          )}
        </div>
      )}
      {job.errors.length + job.warnings.length > 0 && (
        <div>
          <Button variant="outline" size="sm" onClick={download}>
            <Download aria-hidden="true" />
            Download errors (CSV)
          </Button>
        </div>
      )}
      {job.ignoredColumns.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Ignored columns:</span> {job.ignoredColumns.join(', ')}
        </p>
      )}
    </section>
  );
}
