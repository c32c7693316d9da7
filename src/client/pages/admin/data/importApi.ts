/** The import calls (SPEC §7): start an upload, follow its progress stream, list past imports. */
import { useQuery } from '@tanstack/react-query';
import {
  type ImportJob,
  importJobList,
  startImportResponse,
  type UploadProgressEvent,
  uploadProgressEvent,
} from '../../../../shared/schemas/imports.js';
import { useCan } from '../../../hooks/useCan';
import { getQueryFn, throwIfResNotOk } from '../../../lib/queryClient';

export const IMPORTS_KEY = ['/api/admin/imports'] as const;

export function useImports() {
  const isAdmin = useCan('admin:manage');
  return useQuery<ImportJob[]>({
    queryKey: IMPORTS_KEY,
    queryFn: async (context) => importJobList.parse(await getQueryFn({ on401: 'throw' })(context)),
    enabled: isAdmin,
  });
}

/** Sends the file (field "excel") with its X-Upload-ID; resolves once the server has accepted it (202). */
export async function uploadVoterFile(file: File, { uploadId, full }: { uploadId: string; full: boolean }) {
  const form = new FormData();
  form.append('full', full ? 'true' : 'false');
  form.append('excel', file);
  const res = await fetch('/api/admin/seed-excel', {
    method: 'POST',
    headers: { 'X-Upload-ID': uploadId },
    body: form,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return startImportResponse.parse(await res.json());
}

/**
 * Follows /api/admin/upload-progress/{uploadId}. Completed and error events end it; a connection error is
 * only logged and the stream closed (SPEC §8). Returns a function that closes it.
 */
export function followUploadProgress(
  uploadId: string,
  handlers: { onEvent: (event: UploadProgressEvent) => void; onConnectionError: () => void },
) {
  const source = new EventSource(`/api/admin/upload-progress/${encodeURIComponent(uploadId)}`, {
    withCredentials: true,
  });
  source.onmessage = (message) => {
    const parsed = uploadProgressEvent.safeParse(JSON.parse(message.data as string));
    if (!parsed.success) return;
    handlers.onEvent(parsed.data);
    if (parsed.data.type !== 'progress') source.close();
  };
  source.onerror = () => {
    console.error('The import progress stream failed');
    source.close();
    handlers.onConnectionError();
  };
  return () => source.close();
}

/** Percent as SPEC §4 says: processed / totalRows, rounded; 0 when totalRows is 0. */
export const importPercent = (event: Pick<UploadProgressEvent, 'processed' | 'totalRows'>) =>
  event.totalRows > 0 ? Math.min(100, Math.round((event.processed / event.totalRows) * 100)) : 0;
