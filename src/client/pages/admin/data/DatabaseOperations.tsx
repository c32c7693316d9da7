import { Archive, ShieldAlert, Sparkles, Stethoscope } from 'lucide-react';
import { useState } from 'react';
import { formatCount as count, countOf, when } from '../../../../common/format.js';
import type { ValidationReport } from '../../../../common/schemas/database.js';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCleanUpData, useValidateData } from '../../../hooks/use-data-admin';
import { useSetMaintenance, useSystemStatus } from '../../../hooks/use-settings';

function ValidationResults({
  report,
  onOpenContact,
}: {
  report: ValidationReport;
  onOpenContact: (id: string) => void;
}) {
  return (
    <section
      aria-label="Data validation report"
      className="grid gap-2 rounded-lg border border-border p-3 text-sm"
    >
      <p className="font-medium">
        Checked {countOf(report.activeContacts, 'active contact')} at {when(report.checkedAt, 'time')}
      </p>
      <ul className="grid gap-2">
        {report.checks.map((check) => (
          <li key={check.key} data-testid={`check-${check.key}`}>
            <span className="font-medium">{check.label}:</span> {count(check.count)}
            {check.samples.length > 0 && (
              <span className="text-muted-foreground">
                {' '}
                — for example{' '}
                {check.samples.map((s, i) => (
                  <span key={s.id}>
                    {i > 0 && ', '}
                    <button
                      type="button"
                      className="text-primary underline-offset-2 hover:underline"
                      onClick={() => onOpenContact(s.id)}
                    >
                      {s.fullName}
                    </button>
                  </span>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Database Operations (PRODUCT.md, Database operations): backup, validation, cleanup, maintenance mode. */
export function DatabaseOperations({ onOpenContact }: { onOpenContact: (id: string) => void }) {
  const validate = useValidateData();
  const cleanup = useCleanUpData();
  const status = useSystemStatus();
  const maintenance = useSetMaintenance();
  const inMaintenance = status.data?.maintenanceMode ?? false;
  const [confirmingCleanup, setConfirmingCleanup] = useState(false);

  return (
    <section className="grid gap-3">
      <div>
        <h2 className="text-lg font-semibold">Database Operations</h2>
        <p className="text-sm text-muted-foreground">
          A backup downloads every table; restore it with <code>npm run cli -- restore FILE</code>.
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {/* A plain form post (a backup is a recorded action, never a GET), so the browser streams the
            archive to disk however large it is. */}
        <form method="post" action="/api/admin/database/backup" className="contents">
          <Button type="submit" variant="outline" className="w-full">
            <Archive aria-hidden="true" />
            Create System Backup
          </Button>
        </form>
        <Button variant="outline" onClick={() => validate.mutate()} disabled={validate.isPending}>
          <Stethoscope aria-hidden="true" />
          {validate.isPending ? 'Validating...' : 'Run Data Validation'}
        </Button>
        <Button variant="outline" onClick={() => setConfirmingCleanup(true)} disabled={cleanup.isPending}>
          <Sparkles aria-hidden="true" />
          {cleanup.isPending ? 'Cleaning up...' : 'Data Cleanup'}
        </Button>
        <Button
          variant={inMaintenance ? 'default' : 'outline'}
          aria-pressed={inMaintenance}
          onClick={() => maintenance.mutate(!inMaintenance)}
          disabled={maintenance.isPending || status.isLoading}
        >
          <ShieldAlert aria-hidden="true" />
          {inMaintenance ? 'Maintenance Mode: On' : 'Maintenance Mode'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingCleanup}
        onOpenChange={setConfirmingCleanup}
        title="Clean up the data?"
        description="Duplicate phone numbers and emails are removed from every contact, and spaces around contacts' names, addresses and emails are trimmed. This cannot be undone: create a system backup first if you may need the data."
        confirmLabel="Clean Up"
        onConfirm={() => cleanup.mutate()}
      />
      {validate.data && <ValidationResults report={validate.data} onOpenContact={onOpenContact} />}
      {cleanup.data && (
        <p role="status" className="rounded-lg border border-border p-3 text-sm">
          {cleanup.data.message}
        </p>
      )}
    </section>
  );
}
