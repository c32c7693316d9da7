import { History, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCount as count, countOf, when } from '../../../../common/format.js';
import {
  IMPORT_INTERRUPTED_LABEL,
  type ImportJob,
  importWasInterrupted,
} from '../../../../common/schemas/imports.js';
import { useImports } from '../../../api/imports';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ImportProgress } from './ImportProgress';
import type { ImportUndo } from './use-import-undo';

const SHOWN = 10;

/** What one undo did; the contacts kept active open their profile. */
function UndoSummary({ job, onOpenContact }: { job: ImportJob; onOpenContact?: (id: string) => void }) {
  const result = job.undoResult;
  if (!result) return null;
  return (
    <div className="grid gap-2 text-sm" data-testid="undo-result">
      <p>
        {countOf(result.restored, 'contact')} restored · {count(result.reactivated)} made active again ·{' '}
        {count(result.removed)} added by the import removed
        {/* An undo begun by an earlier version marked them inactive instead. */}
        {result.deactivated > 0 && ` · ${count(result.deactivated)} added by the import marked inactive`}
        {result.kept > 0 && ` · ${count(result.kept)} kept`}
      </p>
      {result.kept > 0 && (
        <div className="grid gap-1">
          <p className="text-muted-foreground">
            Kept because volunteers recorded work on them or put them on a walk or call list (mark them
            inactive yourself if they should go):
          </p>
          <ul className="flex flex-wrap gap-2">
            {result.keptSamples.map((contact) => (
              <li key={contact.id}>
                {onOpenContact ? (
                  <Button variant="link" className="h-auto p-0" onClick={() => onOpenContact(contact.id)}>
                    {contact.fullName}
                  </Button>
                ) : (
                  contact.fullName
                )}{' '}
                {/* Two voters may share a name: the voter id tells them apart. */}
                <span className="text-muted-foreground">({contact.systemId})</span>
              </li>
            ))}
            {result.kept > result.keptSamples.length && (
              <li className="text-muted-foreground">
                and {count(result.kept - result.keptSamples.length)} more
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The recent imports, newest first, with Undo on the one that can be taken back now. */
export function ImportHistory({
  busy: importing,
  undo,
  onOpenContact,
}: {
  busy: boolean;
  undo: ImportUndo;
  onOpenContact?: (id: string) => void;
}) {
  const headingId = useId();
  const imports = useImports();
  const [asking, setAsking] = useState<ImportJob | null>(null);
  const jobs = (imports.data ?? []).filter((job) => !job.dryRun);
  const undoOf = new Map(jobs.filter((j) => j.undoOf).map((j) => [j.undoOf, j]));
  const shown = jobs.filter((job) => !job.undoOf).slice(0, SHOWN);

  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <History className="h-4 w-4" aria-hidden="true" />
        Recent imports
      </h3>
      {undo.progress && undo.following && <ImportProgress event={undo.progress} />}
      <ul className="grid gap-2">
        {shown.map((job) => {
          const undone = undoOf.get(job.id);
          return (
            <li
              key={job.id}
              className="grid gap-2 rounded-lg border border-border p-3"
              data-testid="import-history-item"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="grid">
                  <span className="font-medium">{job.fileName ?? 'Voter file'}</span>
                  <span className="text-xs text-muted-foreground">
                    {when(job.createdAt)}
                    {job.fullRefresh && ' · complete list'} · {count(job.inserted)} new · {count(job.updated)}{' '}
                    updated{job.kind !== 'history' && ` · ${count(job.deactivated)} deactivated`}
                    {importWasInterrupted(job)
                      ? ` · ${IMPORT_INTERRUPTED_LABEL}`
                      : job.status === 'failed' && ' · stopped'}
                    {job.undoneAt && ` · undone ${when(job.undoneAt)}`}
                    {job.kind === 'history' && ' · vote history: import a corrected file to change it'}
                  </span>
                </div>
                {job.undoable && job.kind !== 'history' && (
                  <Button
                    variant="outline"
                    className="min-h-11"
                    onClick={() => setAsking(job)}
                    disabled={undo.busy || importing}
                  >
                    <Undo2 aria-hidden="true" />
                    {undo.busy ? 'Undoing...' : undone?.status === 'failed' ? 'Finish undo' : 'Undo'}
                  </Button>
                )}
              </div>
              {undone?.status === 'failed' && undone.message && (
                <p role="alert" className="text-sm text-destructive">
                  {undone.message}
                </p>
              )}
              {undone?.status === 'completed' && <UndoSummary job={undone} onOpenContact={onOpenContact} />}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title="Undo this import?"
        description={
          <>
            Everything <strong>{asking?.fileName ?? 'this import'}</strong> changed goes back: changed details
            return to their earlier values, contacts it marked inactive become active again, and the{' '}
            {countOf(asking?.inserted ?? 0, 'contact it added is', 'contacts it added are')} removed with the
            phones and emails the file gave them (any that volunteers recorded work on or put on a list are
            kept). Notes and statuses are not touched.
          </>
        }
        confirmLabel="Undo import"
        onConfirm={() => {
          if (asking) void undo.start(asking);
        }}
      />
    </section>
  );
}
