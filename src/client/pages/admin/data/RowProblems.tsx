import { Download } from 'lucide-react';
import { formatCount as count } from '../../../../common/format.js';
import type { ImportJob, RowProblem } from '../../../../common/schemas/imports.js';
import { Button } from '../../../components/ui/button';
import { saveBlob } from '../../../lib/download';
import { rowProblemsCsv } from './row-problems-csv';

const SHOWN = 10;

function ProblemList({ title, problems, total }: { title: string; problems: RowProblem[]; total: number }) {
  if (problems.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <h4 className="font-medium">{title}</h4>
      <ul className="grid gap-1">
        {problems.slice(0, SHOWN).map((problem) => (
          <li key={`${problem.row}-${problem.message}`}>
            <span className="font-medium">Row {problem.row}:</span> {problem.message}
          </li>
        ))}
      </ul>
      {total > SHOWN && (
        <p className="text-xs text-muted-foreground">
          and {count(total - SHOWN)} more
          {total > problems.length && ` (the download lists the first ${count(problems.length)})`}.
        </p>
      )}
    </div>
  );
}

/** What an import's notes are: a ballot file's are its voters not in the voter file, whose rows are skipped. */
const notesTitle = (kind: ImportJob['kind'], preview: boolean) => {
  if (kind === 'ballots')
    return preview
      ? 'Rows that would be skipped: voter not in the voter file'
      : 'Rows skipped: voter not in the voter file';
  return preview
    ? 'Rows that would be imported with something left out'
    : 'Rows imported with something left out';
};

/**
 * The rows an import (or its preview) skipped and those it took with something left out, by row number and
 * reason, with all listed ones as a CSV: from the preview, the admin can fix the file before anything is written.
 */
export function RowProblems({
  job,
  preview = false,
}: {
  job: Pick<ImportJob, 'kind' | 'errors' | 'errorCount' | 'warnings' | 'warningCount' | 'createdAt'>;
  /** The rows of a dry run: nothing is written yet, so the headings say what the import would do. */
  preview?: boolean;
}) {
  if (job.errors.length + job.warnings.length === 0) return null;
  const download = () =>
    saveBlob(
      new Blob([rowProblemsCsv([...job.errors, ...job.warnings].sort((a, b) => a.row - b.row))], {
        type: 'text/csv;charset=utf-8',
      }),
      `import-errors-${job.createdAt.slice(0, 10)}.csv`,
    );
  return (
    <div className="grid gap-2">
      <ProblemList
        title={preview ? 'Rows that would be skipped' : 'Rows skipped'}
        problems={job.errors}
        total={job.errorCount}
      />
      <ProblemList title={notesTitle(job.kind, preview)} problems={job.warnings} total={job.warningCount} />
      <div>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          Download errors (CSV)
        </Button>
      </div>
    </div>
  );
}
