/** The export screen's calls with their toasts (PRODUCT.md, Exports). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { countOf } from '../../common/format.js';
import {
  type ExportFiltersInput,
  type ExportFormat,
  type ExportJob,
  exportJob,
  exportPreviewResponse,
} from '../../common/schemas/exports.js';
import { ApiError, errorMessage } from '../api/api-error';
import { getJson, sendJson } from '../api/http';
import { downloadByLink } from '../lib/download';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { exportKeys } from '../query-keys/keys';
import { useCan } from './use-can';

const PREVIEW_URL = '/api/admin/export/preview';

export function useExportHistory() {
  const isAdmin = useCan('admin:manage');
  return useQuery<ExportJob[]>({
    queryKey: exportKeys.history,
    queryFn: ({ signal }) => getJson('/api/admin/export/history', z.array(exportJob), signal),
    enabled: isAdmin,
  });
}

/**
 * The matching count for the (already debounced) filters. Filters the server refused are shown by their fields
 * (the page reads the error's field errors); any other failure shows the Preview Failed toast.
 */
export function useExportPreview(filters: ExportFiltersInput) {
  const query = useQuery({
    queryKey: exportKeys.preview(filters),
    queryFn: async () => (await sendJson('POST', PREVIEW_URL, filters, exportPreviewResponse)).count,
  });
  useEffect(() => {
    const byFields = query.error instanceof ApiError && query.error.fieldErrors.length > 0;
    if (query.error && !byFields)
      toast({
        title: 'Preview Failed',
        description: errorMessage(query.error, 'Failed to get preview count'),
        variant: 'destructive',
      });
  }, [query.error]);
  return query;
}

export function useStartExport(onStarted: (job: ExportJob) => void) {
  return useMutation({
    mutationFn: async (request: ExportFiltersInput & { format: ExportFormat }) =>
      (await sendJson('POST', '/api/admin/export/start', request, z.object({ job: exportJob }))).job,
    onSuccess: async (job) => {
      onStarted(job);
      await invalidateAfter.exportChanged(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Export Failed',
        description: errorMessage(error, 'Failed to start export'),
        variant: 'destructive',
      }),
  });
}

/**
 * Follows a job over its server-sent event stream until it completes or fails; then the history refreshes
 * and a toast tells how it ended. Errors on the stream itself close it silently.
 */
/** `initial` is the job as the start call returned it: a new object for each export started. */
export function useExportProgress(initial: ExportJob | null) {
  const [job, setJob] = useState<ExportJob | null>(initial);
  useEffect(() => {
    setJob(initial);
    if (!initial) return;
    const source = new EventSource(`/api/admin/export/progress/${encodeURIComponent(initial.id)}`);
    source.onmessage = (event) => {
      const parsed = exportJob.safeParse(JSON.parse(event.data));
      if (!parsed.success) return;
      const next = parsed.data;
      setJob(next);
      if (next.status === 'completed' || next.status === 'failed') {
        source.close();
        void invalidateAfter.exportChanged(queryClient);
        if (next.status === 'completed')
          toast({
            title: 'Export Complete',
            description: `Successfully exported ${countOf(next.processedRecords, 'contact')}`,
          });
        else
          toast({
            title: 'Export Failed',
            description: next.error || 'Export failed',
            variant: 'destructive',
          });
      }
    };
    source.onerror = () => source.close();
    return () => source.close();
  }, [initial]);
  return job;
}

/**
 * A finished export can be hundreds of megabytes: the browser downloads it by link, straight to disk, rather
 * than the page fetching it into memory first. A refused download shows in the browser's download list.
 */
export function downloadExport(job: ExportJob) {
  if (!job.downloadUrl) return;
  downloadByLink(job.downloadUrl, job.filename ?? `contacts_export.${job.format}`);
}
