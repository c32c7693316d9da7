/**
 * Export files as they are written: CSV text the database's COPY produced (UTF-8 with BOM, so Excel
 * shows accents) to a work file or straight into the database's chunks, or .xlsx rows through exceljs's
 * streaming writer. None holds more than one chunk or batch in memory.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { PRIVATE_FILE_MODE } from '../private-files.js';
import { csvCell, UTF8_BOM } from './csv.js';

export interface ExportFile<Piece> {
  write(piece: Piece): Promise<void>;
  /** Bytes on disk so far (the .xlsx writer only knows at the end). */
  bytesWritten(): number;
  finish(): Promise<void>;
  /** Stops writing and removes the file. */
  abort(): Promise<void>;
}

/** The first bytes of every CSV export: the byte order mark and the header row. */
export const csvHeaderLine = (header: readonly string[]) =>
  Buffer.from(`${UTF8_BOM}${header.map(csvCell).join(',')}\n`);

/** Each row arrives as `{ values: [...] }`; values are written as typed text cells, never as formulas. */
export function openXlsxFile(
  filePath: string,
  header: readonly string[],
): ExportFile<Record<string, unknown>[]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: fs.createWriteStream(filePath, { mode: PRIVATE_FILE_MODE }),
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow([...header]).commit();
  return {
    async write(batch) {
      for (const r of batch) sheet.addRow(r.values as unknown[]).commit();
    },
    bytesWritten: () => 0,
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      await workbook.commit().catch(() => undefined);
      await fs.promises.rm(filePath, { force: true });
    },
  };
}
