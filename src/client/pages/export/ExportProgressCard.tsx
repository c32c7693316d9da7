import { Download } from 'lucide-react';
import { countOf, formatCount } from '../../../common/format.js';
import type { ExportJob } from '../../../common/schemas/exports.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { downloadExport } from '../../hooks/use-exports';

const count = (n: number | null) => formatCount(n ?? 0);

/** "Export in Progress": the bar, processed / total, percent; the download when done, the error if not. */
export function ExportProgressCard({ job }: { job: ExportJob }) {
  const percent = Math.max(0, Math.min(100, Math.round(job.progress)));
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Export in Progress</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div
          role="progressbar"
          aria-label="Export progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
        </div>
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>
            {count(job.processedRecords)} / {countOf(job.totalRecords ?? 0, 'contact')}
          </span>
          <span>{percent}%</span>
        </div>
        {job.status === 'completed' && job.downloadUrl && (
          <Button onClick={() => downloadExport(job)}>
            <Download aria-hidden="true" />
            Download Export
          </Button>
        )}
        {job.status === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {job.error || 'Export failed'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
