/** What every file reader gives the import: rows of cell text in file order. */
export interface FileRow {
  /** The row's number in the file, 1-based, as a person would find it in Excel or a text editor. */
  rowNumber: number;
  cells: string[];
}

export interface RowSource {
  /** How many rows the file holds (header included), read cheaply ahead of the import for progress. */
  countRows(): Promise<number>;
  rows(): AsyncIterable<FileRow>;
}

/** A row with nothing in any cell: blank lines before a header are skipped. */
export const isBlankRow = (row: FileRow) => row.cells.every((cell) => cell.trim() === '');

/** The file's first row that is not blank, or null for a file of blank rows. */
export async function firstFilledRow(source: RowSource): Promise<FileRow | null> {
  for await (const row of source.rows()) if (!isBlankRow(row)) return row;
  return null;
}
