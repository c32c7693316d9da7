import type { UploadProgressEvent } from '../../../common/schemas/imports.js';

/** Percent of the rows processed: processed / totalRows, rounded, at most 100; 0 when totalRows is 0. */
export const importPercent = (event: Pick<UploadProgressEvent, 'processed' | 'totalRows'>) =>
  event.totalRows > 0 ? Math.min(100, Math.round((event.processed / event.totalRows) * 100)) : 0;

/** Percent of the file's bytes sent so far, rounded, at most 100; 0 for an empty file. */
export const uploadPercent = ({ loaded, total }: { loaded: number; total: number }) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
