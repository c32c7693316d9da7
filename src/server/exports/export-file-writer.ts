/**
 * Writes export rows to a file as they arrive: CSV (UTF-8 with BOM, every cell safe against formula
 * injection) or .xlsx through exceljs's streaming writer. Neither holds more than one page in memory.
 */

import { once } from 'node:events';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../shared/schemas/exports.js';
import { csvRow, UTF8_BOM } from './csv.js';
import type { ExportRow } from './export-query.js';

export interface ExportFileWriter {
  writeRows(rows: ExportRow[]): Promise<void>;
  /** Bytes on disk so far (the .xlsx writer only knows at the end). */
  bytesWritten(): number;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

function csvWriter(filePath: string, header: readonly string[]): ExportFileWriter {
  const out = fs.createWriteStream(filePath);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  out.write(UTF8_BOM + csvRow([...header]));
  return {
    writeRows: (rows) => write(rows.map(csvRow).join('')),
    bytesWritten: () => out.bytesWritten + out.writableLength,
    async finish() {
      out.end();
      await once(out, 'finish');
    },
    async abort() {
      out.destroy();
      await fs.promises.rm(filePath, { force: true });
    },
  };
}

function xlsxWriter(filePath: string, header: readonly string[]): ExportFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow([...header]).commit();
  return {
    async writeRows(rows) {
      // Values are written as typed cells (text stays text), so a spreadsheet never runs one as a formula.
      for (const row of rows) sheet.addRow(row).commit();
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

export function openExportFile(format: ExportFormat, filePath: string, header: readonly string[]) {
  return format === 'xlsx' ? xlsxWriter(filePath, header) : csvWriter(filePath, header);
}
