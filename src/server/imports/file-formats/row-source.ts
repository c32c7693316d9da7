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
