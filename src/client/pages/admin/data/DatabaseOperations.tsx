import { Archive, ShieldAlert, Sparkles, Stethoscope } from 'lucide-react';
import type { ValidationReport } from '../../../../shared/schemas/database.js';
import { Button, buttonVariants } from '../../../components/ui/button';
import { useSetMaintenance } from '../settings/settingsApi';
import { useCleanUpData, useSystemStatus, useValidateData } from './databaseApi';

const count = (n: number) => n.toLocaleString('en-US');

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
        Checked {count(report.activeContacts)} active contacts at{' '}
        {new Date(report.checkedAt).toLocaleTimeString()}
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

/** Database Operations (SPEC §2 Data Management): backup, validation, cleanup, maintenance mode. */
export function DatabaseOperations({ onOpenContact }: { onOpenContact: (id: string) => void }) {
  const validate = useValidateData();
  const cleanup = useCleanUpData();
  const status = useSystemStatus();
  const maintenance = useSetMaintenance();
  const inMaintenance = status.data?.maintenanceMode ?? false;

  return (
    <section className="grid gap-3">
      <div>
        <h2 className="text-lg font-semibold">Database Operations</h2>
        <p className="text-sm text-muted-foreground">
          A backup downloads every table; restore it with <code>npm run cli -- restore FILE</code>.
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {/* A plain link, so the browser streams the archive to disk however large it is. */}
        <a href="/api/admin/database/backup" download className={buttonVariants({ variant: 'outline' })}>
          <Archive aria-hidden="true" />
          Create System Backup
        </a>
        <Button variant="outline" onClick={() => validate.mutate()} disabled={validate.isPending}>
          <Stethoscope aria-hidden="true" />
          {validate.isPending ? 'Validating...' : 'Run Data Validation'}
        </Button>
        <Button variant="outline" onClick={() => cleanup.mutate()} disabled={cleanup.isPending}>
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
      {validate.data && <ValidationResults report={validate.data} onOpenContact={onOpenContact} />}
      {cleanup.data && (
        <p role="status" className="rounded-lg border border-border p-3 text-sm">
          {cleanup.data.message}
        </p>
      )}
    </section>
  );
}
