import { countOf, when } from '../../../common/format.js';
import {
  EXPORT_INTERRUPTED_LABEL,
  type ExportJob,
  exportWasInterrupted,
} from '../../../common/schemas/exports.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { downloadExport, useExportHistory } from '../../hooks/use-exports';

/** Recent Exports shows at most 5. */
const SHOWN = 5;

function statusText(job: ExportJob) {
  if (job.status === 'completed') return job.downloadUrl ? null : 'File removed after 7 days';
  if (exportWasInterrupted(job)) return EXPORT_INTERRUPTED_LABEL;
  if (job.status === 'failed') return 'Failed';
  return 'In progress';
}

export function RecentExports() {
  const history = useExportHistory();
  const jobs = (history.data ?? []).slice(0, SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Exports</CardTitle>
      </CardHeader>
      <CardContent>
        {history.isLoading && <p className="text-sm text-muted-foreground">Loading...</p>}
        {history.isError && (
          <p className="text-sm text-destructive">Failed to load recent exports. Please refresh the page.</p>
        )}
        {history.isSuccess && jobs.length === 0 && (
          <p className="text-sm text-muted-foreground">No exports yet.</p>
        )}
        <ul className="grid gap-2">
          {jobs.map((job) => (
            <li
              key={job.id}
              className="flex items-center justify-between gap-2 rounded-md border border-border p-3 text-sm"
            >
              <div>
                <p className="font-medium">{countOf(job.totalRecords ?? job.processedRecords, 'contact')}</p>
                <p className="text-muted-foreground">{when(job.createdAt)}</p>
                {statusText(job) && <p className="text-xs text-muted-foreground">{statusText(job)}</p>}
              </div>
              {job.status === 'completed' && job.downloadUrl && (
                <Button variant="link" size="sm" onClick={() => downloadExport(job)}>
                  Download
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
