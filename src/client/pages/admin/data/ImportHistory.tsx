import { Eye, History, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatCount as count, countOf, when } from '../../../../common/format.js';
import {
  IMPORT_INTERRUPTED_LABEL,
  type ImportJob,
  importWasInterrupted,
} from '../../../../common/schemas/imports.js';
import { ImportProgress } from '../../../components/imports/ImportProgress';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useImports } from '../../../hooks/use-imports';
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

/** The previews that can still be applied or discarded, and what to do with them. */
export interface OpenPreviews {
  open: ImportJob[];
  apply: (job: ImportJob, confirmDeactivate: number | undefined) => void;
  discard: (job: ImportJob) => void;
}

/** What a preview would do, in the words of a preview: nothing is written until it is applied. */
function wouldDo(job: ImportJob) {
  const preview = job.preview;
  if (!preview) return '';
  if (preview.kind === 'history')
    return `would add ${countOf(preview.added, 'history row')} · would update ${count(preview.updated)}`;
  if (preview.kind === 'ballots')
    return `${preview.ballotFile?.label ?? 'ballot file'}: would add ${countOf(preview.added, 'ballot')} · would update ${count(preview.updated)}`;
  return `would add ${count(preview.added)} · would update ${count(preview.updated)} · would mark ${count(preview.deactivated)} inactive`;
}

/** What applying a preview does, as the dialog asking for it says it. */
function applyDoes(job: ImportJob) {
  const preview = job.preview;
  if (!preview) return 'changes what the preview showed';
  if (preview.kind === 'history')
    return `adds ${countOf(preview.added, 'history row')} and updates ${count(preview.updated)}`;
  if (preview.kind === 'ballots')
    return `adds ${countOf(preview.added, 'ballot')}, updates ${count(preview.updated)} and removes ${count(preview.ballotFile?.removed ?? 0)} no longer listed`;
  return `adds ${countOf(preview.added, 'voter')}, updates ${count(preview.updated)} and marks ${count(preview.deactivated)} inactive`;
}

/**
 * The recent imports, newest first, with Undo on the one that can be taken back now; previews that can still
 * be applied are listed as such, with Apply and Discard.
 */
export function ImportHistory({
  busy: importing,
  undo,
  onOpenContact,
  previews,
}: {
  busy: boolean;
  undo: ImportUndo;
  onOpenContact?: (id: string) => void;
  previews?: OpenPreviews;
}) {
  const headingId = useId();
  const imports = useImports();
  const [asking, setAsking] = useState<ImportJob | null>(null);
  const [applying, setApplying] = useState<ImportJob | null>(null);
  const jobs = (imports.data ?? []).filter((job) => !job.dryRun || (previews && job.previewOpen));
  const undoOf = new Map(jobs.filter((j) => j.undoOf).map((j) => [j.undoOf, j]));
  const shown = jobs.filter((job) => !job.undoOf).slice(0, SHOWN);
  const applyingPreview = applying?.preview;
  const deactivates = (applyingPreview?.deactivated ?? 0) > 0;

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
          if (job.dryRun)
            return (
              <li
                key={job.id}
                className="grid gap-2 rounded-lg border border-dashed border-border p-3"
                data-testid="import-history-item"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="grid">
                    <span className="flex items-center gap-1 font-medium">
                      <Eye className="h-4 w-4" aria-hidden="true" />
                      {job.fileName ?? 'Voter file'}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {when(job.createdAt)} · <strong>Preview — nothing written</strong>
                      {job.fullRefresh && ' · complete list'} · {wouldDo(job)}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      className="min-h-11"
                      onClick={() => setApplying(job)}
                      disabled={undo.busy || importing}
                    >
                      Apply
                    </Button>
                    <Button
                      variant="outline"
                      className="min-h-11"
                      onClick={() => previews?.discard(job)}
                      disabled={undo.busy || importing}
                    >
                      Discard
                    </Button>
                  </div>
                </div>
              </li>
            );
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
                    updated{job.kind === 'voters' && ` · ${count(job.deactivated)} deactivated`}
                    {importWasInterrupted(job)
                      ? ` · ${IMPORT_INTERRUPTED_LABEL}`
                      : job.status === 'failed' && ' · stopped'}
                    {job.undoneAt && ` · undone ${when(job.undoneAt)}`}
                    {job.kind === 'history' && ' · vote history: import a corrected file to change it'}
                    {job.kind === 'ballots' && ' · ballot file: import an earlier day’s file to go back'}
                  </span>
                </div>
                {job.undoable && job.kind === 'voters' && (
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
      <ConfirmDialog
        open={applying !== null}
        onOpenChange={(open) => {
          if (!open) setApplying(null);
        }}
        title="Apply this preview?"
        description={
          <>
            <strong>{applying?.fileName ?? 'The file'}</strong> is imported as the preview showed: it{' '}
            {applying ? applyDoes(applying) : ''}.
            {deactivates && (
              <>
                {' '}
                <strong>
                  {count(applyingPreview?.deactivated ?? 0)} of {count(applyingPreview?.activeBefore ?? 0)}{' '}
                  active voters will be marked inactive.
                </strong>
              </>
            )}{' '}
            If another import ran since the preview, it is refused and you preview the file again.
          </>
        }
        confirmLabel={
          deactivates ? `Apply, marking ${count(applyingPreview?.deactivated ?? 0)} inactive` : 'Apply import'
        }
        onConfirm={() => {
          if (applying) previews?.apply(applying, deactivates ? applyingPreview?.deactivated : undefined);
        }}
      />
    </section>
  );
}
