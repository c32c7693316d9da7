import { FileDown, ShieldAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatCount } from '../../../common/format.js';
import type { ExportJob } from '../../../common/schemas/exports.js';
import { ApiError } from '../../api/api-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useCan } from '../../hooks/use-can';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useExportPreview, useExportProgress, useStartExport } from '../../hooks/use-exports';
import { toast } from '../../lib/toast';
import { ExportFilterForm } from './ExportFilterForm';
import { ExportProgressCard } from './ExportProgressCard';
import { EMPTY_EXPORT_FORM, type ExportForm, previewFieldErrors, toExportFilters } from './export-form';
import { RecentExports } from './RecentExports';

/** The preview is asked for 500 ms after the last filter change. */
const PREVIEW_DEBOUNCE_MS = 500;

/** /admin/export (PRODUCT.md, Exports). Only admins get past the gate, so its queries run only for them. */
export default function ExportPage() {
  const isAdmin = useCan('admin:manage');
  return isAdmin ? <DataExport /> : <ExportAccessDenied />;
}

function ExportAccessDenied() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-4 text-center">
      <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">You need admin privileges to access the export functionality.</p>
      <Button variant="outline" onClick={() => window.history.back()}>
        Go Back
      </Button>
    </div>
  );
}

function DataExport() {
  const [form, setForm] = useState<ExportForm>(EMPTY_EXPORT_FORM);
  const settledForm = useDebouncedValue(form, PREVIEW_DEBOUNCE_MS);
  const filters = useMemo(() => toExportFilters(settledForm), [settledForm]);
  const preview = useExportPreview(filters);
  const [started, setStarted] = useState<ExportJob | null>(null);
  const job = useExportProgress(started);
  const start = useStartExport(setStarted);

  const count = preview.data;
  const refused = preview.error instanceof ApiError ? previewFieldErrors(preview.error.fieldErrors) : {};
  const failed = preview.error !== null && !preview.isFetching;
  const jobShown = job !== null && job.status !== 'completed' && job.status !== 'failed';
  const onStart = () => {
    if (!count) {
      toast({
        title: 'No Data to Export',
        description: 'No contacts match your current filters',
        variant: 'destructive',
      });
      return;
    }
    start.mutate({ ...toExportFilters(form), format: form.format });
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
        <FileDown className="h-7 w-7" aria-hidden="true" />
        Data Export
      </h1>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="pt-6">
            <ExportFilterForm value={form} onChange={setForm} errors={refused} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Export Preview</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {failed ? (
                <p className="text-sm text-destructive" data-testid="export-count">
                  No count: fix the filters marked in red.
                </p>
              ) : (
                <p>
                  <span className="text-3xl font-bold" data-testid="export-count">
                    {preview.isFetching || count === undefined ? '…' : formatCount(count)}
                  </span>{' '}
                  <span className="text-muted-foreground">
                    {count === 1 ? 'contact' : 'contacts'} will be exported
                  </span>
                </p>
              )}
              <Button
                onClick={onStart}
                disabled={!count || preview.isFetching || start.isPending || jobShown}
              >
                {start.isPending ? 'Starting...' : 'Start Export'}
              </Button>
            </CardContent>
          </Card>
          {job && <ExportProgressCard job={job} />}
          <RecentExports />
        </div>
      </div>
    </div>
  );
}
