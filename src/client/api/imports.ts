/**
 * The import calls as they go over the wire: send a voter file, follow its progress stream, apply or discard a
 * preview, undo an import. The list of past imports is a query (hooks/use-imports.ts).
 */
import {
  type ApplyImportRequest,
  discardPreviewResponse,
  startImportResponse,
  type UploadProgressEvent,
  undoImportResponse,
  uploadProgressEvent,
} from '../../common/schemas/imports.js';
import { ApiError } from './api-error';
import { sendJson } from './http';

export interface UploadedBytes {
  loaded: number;
  total: number;
}

/**
 * Sends the file (field "excel") with its X-Upload-ID; resolves once the server has accepted it (202).
 * XMLHttpRequest rather than fetch: only it reports the upload's progress while the bytes are still going out.
 */
export function sendVoterFile(
  file: File,
  {
    uploadId,
    full,
    dryRun = false,
    onUpload,
  }: { uploadId: string; full: boolean; dryRun?: boolean; onUpload?: (bytes: UploadedBytes) => void },
) {
  const form = new FormData();
  form.append('full', full ? 'true' : 'false');
  // A preview: nothing is written, the completed event carries what the import would do.
  if (dryRun) form.append('dryRun', 'true');
  form.append('excel', file);
  return new Promise<ReturnType<typeof startImportResponse.parse>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/seed-excel');
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Upload-ID', uploadId);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUpload?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = () => reject(ApiError.networkFailure(new Error('The upload did not reach the server')));
    xhr.onload = async () => {
      const res = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      if (!res.ok) return reject(await ApiError.fromResponse(res));
      try {
        resolve(startImportResponse.parse(await res.json()));
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}

/**
 * Follows /api/admin/upload-progress/{uploadId}. Completed and error events end it; a connection error is
 * only logged and the stream closed (PRODUCT.md, Import and refresh). Returns a function that closes it.
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

/** Imports a previewed file; `confirmDeactivate` is the preview's count when the guard asks for it. */
export const applyPreviewedImport = (jobId: string, body: ApplyImportRequest) =>
  sendJson('POST', `/api/admin/imports/${jobId}/apply`, body, startImportResponse);

/** Lets a preview go without applying it: its file is removed, nothing was written. */
export const discardPreviewedImport = (jobId: string) =>
  sendJson('POST', `/api/admin/imports/${jobId}/discard`, undefined, discardPreviewResponse);

/**
 * Takes back the most recent import (PRODUCT.md, Undo an import): 202 with the undo job to follow on the
 * progress stream, or 200 with `alreadyUndone` when there is nothing left to undo.
 */
export const undoImport = (jobId: string) =>
  sendJson('POST', `/api/admin/imports/${jobId}/undo`, undefined, undoImportResponse);
