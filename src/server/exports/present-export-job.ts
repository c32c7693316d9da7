import type { ExportJob } from '../../common/schemas/exports.js';
import type { ExportJobRow } from '../db/schema/index.js';

export const exportDownloadUrl = (jobId: string) => `/api/admin/export/download/${jobId}`;

/** What an admin sees of an export job: never the path on the server or which instance runs it. */
export function presentExportJob(row: ExportJobRow): ExportJob {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    totalRecords: row.totalRecords,
    processedRecords: row.processedRecords,
    format: row.format === 'xlsx' ? 'xlsx' : 'csv',
    filters: row.filters,
    filename: row.filename,
    fileSizeBytes: row.fileSizeBytes,
    downloadUrl: row.downloadUrl,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
