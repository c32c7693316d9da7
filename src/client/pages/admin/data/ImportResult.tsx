import { formatCount as count, when } from '../../../../common/format.js';
import {
  IMPORT_INTERRUPTED_LABEL,
  type ImportJob,
  importWasInterrupted,
} from '../../../../common/schemas/imports.js';
import { RowProblems } from './RowProblems';

/** What the last import did: counts, skipped rows (downloadable), ignored columns. A preview's say what it would do. */
export function ImportResult({ job }: { job: ImportJob }) {
  const would = job.dryRun;
  // A voter history file counts history rows, and the rows of voters Groundwork does not have.
  const figures: [string, number][] =
    job.kind === 'ballots'
      ? [
          [would ? 'Would add' : 'New ballots', job.inserted],
          [would ? 'Would update' : 'Updated', job.updated],
          ['Unchanged', job.unchanged],
          [would ? 'Would remove' : 'No longer listed, removed', job.deactivated],
          ['Voters not in the voter file', job.unknownVoters],
          ['Errors', job.errorCount],
        ]
      : job.kind === 'history'
        ? [
            [would ? 'Would add' : 'New', job.inserted],
            [would ? 'Would update' : 'Updated', job.updated],
            ['Unchanged', job.unchanged],
            ['Unknown voters', job.unknownVoters],
            ['Duplicates', job.duplicates],
            ['Errors', job.errorCount],
          ]
        : [
            [would ? 'Would add' : 'New', job.inserted],
            [would ? 'Would update' : 'Updated', job.updated],
            ['Unchanged', job.unchanged],
            [would ? 'Would mark inactive' : 'Deactivated', job.deactivated],
            ['Duplicates', job.duplicates],
            ['Errors', job.errorCount],
          ];
  return (
    <section
      aria-label={would ? 'Preview result' : 'Import result'}
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {would
            ? job.status === 'failed'
              ? 'Preview failed — nothing written'
              : job.status === 'completed'
                ? 'Preview — nothing written (no longer applicable)'
                : 'Checking the file'
            : job.status === 'completed'
              ? job.kind === 'history'
                ? 'Last import: vote history'
                : job.kind === 'ballots'
                  ? 'Last import: ballot file'
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
              data-testid={`import-${label.toLowerCase().replaceAll(' ', '-')}`}
            >
              {count(value)}
            </dd>
          </div>
        ))}
      </dl>
      <RowProblems job={job} preview={would} />
      {job.ignoredColumns.length > 0 && (
        <p className="text-sm">
          <span className="font-medium">Ignored columns:</span> {job.ignoredColumns.join(', ')}
        </p>
      )}
    </section>
  );
}
