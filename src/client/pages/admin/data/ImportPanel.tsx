import { Eye, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { ImportProgress } from '../../../components/imports/ImportProgress';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ImportHistory } from './ImportHistory';
import { ImportPreviewCard } from './ImportPreviewCard';
import { ImportResult } from './ImportResult';
import { useImportUndo } from './use-import-undo';
import { useVoterImport } from './use-voter-import';

/** Types the picker offers; the server decides by content, so a renamed file is still refused. */
const ACCEPT = '.xlsx,.xls,.csv,.txt,.tsv';

/**
 * Smart Excel Data Import (PRODUCT.md, Import and refresh): pick the voter file, import it, watch it, see the
 * result; the recent imports below, with Undo on the latest.
 */
export function ImportPanel({ onOpenContact }: { onOpenContact?: (id: string) => void } = {}) {
  const inputId = useId();
  const fullId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(false);
  const { start, apply, discard, previewing, busy, progress, uploaded, job, history } = useVoterImport();
  const undo = useImportUndo();
  const undoReasonId = useId();
  // The server takes no import while an undo runs (409): wait for it here instead.
  const blocked = busy || undo.busy;

  // A preview that can still be applied: just finished (its findings on the stream's last event until the list
  // reads it again), or listed when the admin comes back to the page.
  const previewOf =
    job?.dryRun && !busy && (job.previewOpen || job.status !== 'completed')
      ? (job.preview ?? (progress?.type === 'completed' ? progress.preview : null))
      : null;

  const onImport = async (dryRun: boolean) => {
    if (!file) return;
    await start(file, full, dryRun);
    setFile(null);
    if (input.current) input.current.value = '';
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FileSpreadsheet className="h-5 w-5 text-primary" aria-hidden="true" />
          Smart Excel Data Import
        </CardTitle>
        <CardDescription>
          Import the county voter file as published (.txt) or as saved from Excel (.xlsx, .xls, .csv). Handles
          180k+ monthly voter refreshes in chunks: public details are updated, and everything volunteers
          recorded is kept. The county's voter history file (CountyCode_H_….txt) goes here too: it is
          recognised by its columns and adds each voter's elections.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Voter file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-foreground disabled:opacity-60"
          />
        </div>
        <label htmlFor={fullId} className="flex items-start gap-2 text-sm">
          <input
            id={fullId}
            type="checkbox"
            className="mt-1"
            checked={full}
            disabled={busy}
            onChange={(event) => setFull(event.target.checked)}
          />
          <span>
            This file is the complete list
            <span className="block text-muted-foreground">
              Voters missing from it are marked inactive (never deleted; their notes and statuses are kept).
            </span>
          </span>
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => void onImport(true)}
            disabled={!file || blocked}
            aria-describedby={undo.busy ? undoReasonId : undefined}
          >
            <Eye aria-hidden="true" />
            Preview
          </Button>
          <Button
            onClick={() => void onImport(false)}
            disabled={!file || blocked}
            aria-describedby={undo.busy ? undoReasonId : undefined}
          >
            <Upload aria-hidden="true" />
            {busy ? 'Importing...' : 'Import Data'}
          </Button>
          {undo.busy && (
            <p id={undoReasonId} className="text-sm text-muted-foreground">
              An undo is running: preview or import once it has finished.
            </p>
          )}
        </div>
        {/* Once a failed job is listed, its result below says why: the message is shown once. */}
        {progress && (busy || (progress.type === 'error' && !job)) && (
          <ImportProgress event={progress} uploaded={uploaded} preview={previewing} />
        )}
        {previewOf && job ? (
          <ImportPreviewCard
            preview={previewOf}
            job={job}
            busy={blocked}
            onApply={(confirmDeactivate) => void apply(job.id, confirmDeactivate)}
            onDiscard={() => void discard(job.id)}
          />
        ) : (
          job && !busy && <ImportResult job={job} />
        )}
        <ImportHistory
          busy={busy}
          undo={undo}
          onOpenContact={onOpenContact}
          previews={{
            open: history.filter((j) => j.previewOpen),
            apply: (j, confirmDeactivate) => void apply(j.id, confirmDeactivate),
            discard: (j) => void discard(j.id),
          }}
        />
      </CardContent>
    </Card>
  );
}
