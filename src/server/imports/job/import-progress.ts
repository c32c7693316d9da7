/** What an import tells the CLI's progress bar after each chunk and at the end. */
export interface ImportProgress {
  processed: number;
  totalRows: number;
  currentChunk: number;
  totalChunks: number;
}

export type OnImportProgress = (state: ImportProgress) => void;

/** While the rows are read the totals are estimates from the file's row count; at the end they are exact. */
export function finalProgress(processed: number, chunks: number): ImportProgress {
  return { processed, totalRows: processed, currentChunk: chunks, totalChunks: chunks };
}
