/** The export screen's calls (SPEC §7) with the toasts of SPEC §8. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import {
  type ExportFiltersInput,
  type ExportFormat,
  type ExportJob,
  exportJob,
  exportPreviewResponse,
} from '../../../shared/schemas/exports.js';
import { toast } from '../../hooks/use-toast';
import { useCan } from '../../hooks/useCan';
import { downloadFile } from '../../lib/download';
import { apiRequest, getQueryFn, queryClient, serverMessage } from '../../lib/queryClient';

export const HISTORY_KEY = ['/api/admin/export/history'] as const;
const PREVIEW_KEY = '/api/admin/export/preview';

export function useExportHistory() {
  const isAdmin = useCan('admin:manage');
  return useQuery<ExportJob[]>({
    queryKey: HISTORY_KEY,
    queryFn: async (context) => z.array(exportJob).parse(await getQueryFn({ on401: 'throw' })(context)),
    enabled: isAdmin,
  });
}

/** The matching count for the (already debounced) filters; a failure shows the Preview Failed toast. */
export function useExportPreview(filters: ExportFiltersInput) {
  const query = useQuery({
    queryKey: [PREVIEW_KEY, filters],
    queryFn: async () =>
      exportPreviewResponse.parse(await (await apiRequest('POST', PREVIEW_KEY, filters)).json()).count,
  });
  useEffect(() => {
    if (query.error)
      toast({
        title: 'Preview Failed',
        description: serverMessage(query.error, 'Failed to get preview count'),
        variant: 'destructive',
      });
  }, [query.error]);
  return query;
}

export function useStartExport(onStarted: (job: ExportJob) => void) {
  return useMutation({
    mutationFn: async (request: ExportFiltersInput & { format: ExportFormat }) =>
      z
        .object({ job: exportJob })
        .parse(await (await apiRequest('POST', '/api/admin/export/start', request)).json()).job,
    onSuccess: async (job) => {
      onStarted(job);
      await queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Export Failed',
        description: serverMessage(error, 'Failed to start export'),
        variant: 'destructive',
      }),
  });
}

/**
 * Follows a job over its server-sent event stream until it completes or fails; then the history refreshes
 * and a toast tells how it ended. Errors on the stream itself close it silently (SPEC §8).
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
        void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
        if (next.status === 'completed')
          toast({
            title: 'Export Complete',
            description: `Successfully exported ${next.processedRecords.toLocaleString('en-US')} contacts`,
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

export async function downloadExport(job: ExportJob) {
  if (!job.downloadUrl) return;
  try {
    await downloadFile(job.downloadUrl, job.filename ?? `contacts_export.${job.format}`);
  } catch (error) {
    toast({
      title: 'Download Failed',
      description: serverMessage(error, 'Failed to download the export file. Please try again.'),
      variant: 'destructive',
    });
  }
}
