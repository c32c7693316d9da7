/**
 * Writes export batches to a file as they arrive: CSV lines the database already formatted (UTF-8 with
 * BOM, so Excel shows accents), or .xlsx through exceljs's streaming writer. Neither holds more than one
 * batch in memory.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '../../shared/schemas/exports.js';
import { csvRow, UTF8_BOM } from './csv.js';

/** A batch as exportRowsQuery reads it: per row a ready CSV `line`, or its `values`. */
export type ExportBatch = Record<string, unknown>[];

export interface ExportFileWriter {
  write(batch: ExportBatch): Promise<void>;
  /** Bytes on disk so far (the .xlsx writer only knows at the end). */
  bytesWritten(): number;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

function csvWriter(filePath: string, header: readonly string[]): ExportFileWriter {
  const out = fs.createWriteStream(filePath);
  out.write(UTF8_BOM + csvRow([...header]));
  return {
    async write(batch) {
      const text = batch
        .map((r) => (typeof r.line === 'string' ? `${r.line}\r\n` : csvRow(r.values as unknown[])))
        .join('');
      if (!out.write(text)) await once(out, 'drain');
    },
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
    async write(batch) {
      // Values are written as typed text cells, so a spreadsheet never runs one as a formula.
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

export function openExportFile(format: ExportFormat, filePath: string, header: readonly string[]) {
  return format === 'xlsx' ? xlsxWriter(filePath, header) : csvWriter(filePath, header);
}
