import { useId, useState } from 'react';
import { formatCount as count } from '../../../../common/format.js';
import type { ImportJob, ImportPreview } from '../../../../common/schemas/imports.js';
import { electionDateLabel } from '../../../../common/vote-history.js';
import { Button } from '../../../components/ui/button';
import { RowProblems } from './RowProblems';

function Samples({ title, names }: { title: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{title}</summary>
      <ul className="mt-1 list-disc pl-5">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What a voter file would do, before it writes: counts, the rows it would skip, examples, how its columns were read. Applying a file
 * that marks contacts inactive needs the admin to tick that they checked the number.
 */
export function ImportPreviewCard({
  preview,
  job,
  busy,
  onApply,
  onDiscard,
}: {
  preview: ImportPreview;
  /** The preview's job: the rows it would skip, and those it would take with something left out. */
  job: ImportJob;
  busy: boolean;
  onApply: (confirmDeactivate: number | undefined) => void;
  onDiscard: () => void;
}) {
  const confirmId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const deactivates = preview.deactivated > 0;
  const label = (c: { systemId: string; fullName: string | null }) =>
    `${c.fullName ?? 'No name'} (${c.systemId})`;
  return (
    <section aria-label="Import preview" className="grid gap-3 rounded-md border border-border p-4">
      <h3 className="font-semibold">
        {preview.kind === 'history'
          ? 'Vote history preview'
          : preview.ballotFile
            ? `Ballot file preview: ${preview.ballotFile.label}`
            : 'Preview'}{' '}
        — nothing written
      </h3>
      {preview.ballotFile && (
        <p className="text-sm">
          Replaces the ballots of the {preview.ballotFile.elections.map(electionDateLabel).join(', ')}{' '}
          {preview.ballotFile.elections.length === 1 ? 'election' : 'elections'} that this kind of file gave
          before.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {job.fileName} · what importing it would do. Apply it to write it, or discard it.
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(
          (preview.kind === 'ballots'
            ? [
                ['Would add ballots', preview.added],
                ['Would update', preview.updated],
                ['Unchanged', preview.unchanged],
                ['No longer listed, would remove', preview.ballotFile?.removed ?? 0],
                ['Voters not in the voter file', preview.unknownVoters],
                ['Rows with errors', preview.errors],
              ]
            : preview.kind === 'history'
              ? [
                  ['Would add history rows', preview.added],
                  ['Would update', preview.updated],
                  ['Unchanged', preview.unchanged],
                  ['Rows for voters not in Groundwork', preview.unknownVoters],
                  ['Duplicate rows', preview.duplicates],
                  ['Rows with errors', preview.errors],
                ]
              : [
                  ['Would add', preview.added],
                  ['Would update', preview.updated],
                  ['Unchanged', preview.unchanged],
                  ['Would mark inactive', preview.deactivated],
                  ['Duplicate rows', preview.duplicates],
                  ['Rows with errors', preview.errors],
                ]) as [string, number][]
        ).map(([name, value]) => (
          <div key={name}>
            <dt className="text-muted-foreground">{name}</dt>
            <dd className="font-medium">{count(value)}</dd>
          </div>
        ))}
      </dl>
      <RowProblems job={job} preview />
      <Samples title="Examples of voters it would add" names={preview.samples.added.map(label)} />
      <Samples
        title="Examples of updates"
        names={preview.samples.updated.map(
          (u) =>
            `${label(u)}: ${u.changes.map((c) => `${c.field} ${c.from ?? '(empty)'} → ${c.to ?? '(empty)'}`).join('; ')}`,
        )}
      />
      <Samples title="Examples of voters marked inactive" names={preview.samples.deactivated.map(label)} />
      <Samples
        title="How the columns were read"
        names={Object.entries(preview.mapping).map(([column, field]) => `${column} → ${field}`)}
      />
      <Samples title="Columns ignored" names={preview.ignoredColumns} />
      {deactivates && (
        <label htmlFor={confirmId} className="flex items-start gap-2 text-sm">
          <input
            id={confirmId}
            type="checkbox"
            className="mt-1"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          <span>
            I checked: {count(preview.deactivated)} of {count(preview.activeBefore)} active voters will be
            marked inactive.
          </span>
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => onApply(deactivates ? preview.deactivated : undefined)}
          disabled={busy || (deactivates && !confirmed)}
        >
          Apply this import
        </Button>
        <Button variant="outline" onClick={onDiscard} disabled={busy}>
          Discard
        </Button>
      </div>
    </section>
  );
}
