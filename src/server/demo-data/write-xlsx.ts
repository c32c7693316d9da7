/** Streams voters into an .xlsx with the 38 Florida column names as its header row, row by row. */
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { FLORIDA_COLUMNS, type FloridaVoterRow, toCells } from '../imports/file-formats/florida-layout.js';

export interface WriteOptions {
  /** Called with the number of rows written so far, every `progressEvery` rows. */
  onProgress?: (written: number) => void;
  progressEvery?: number;
}

/** Returns the number of voters written. */
export async function writeVotersXlsx(
  file: string,
  rows: Iterable<FloridaVoterRow>,
  { onProgress, progressEvery = 50_000 }: WriteOptions = {},
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Voters');
  sheet.addRow([...FLORIDA_COLUMNS]).commit();
  let written = 0;
  for (const row of rows) {
    // Blank cells are left out, as Excel does.
    sheet.addRow(toCells(row).map((cell) => (cell === '' ? null : cell))).commit();
    written++;
    if (written % 1_000 === 0) await zipCaughtUp(sheet);
    if (written % progressEvery === 0) onProgress?.(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * exceljs hands committed rows to the zip compressor without waiting for it, so a fast producer piles the
 * sheet's XML up in memory (measured: 680 MB at 400,000 rows). Wait whenever the compressor is behind.
 * The compressor's input is a readable-stream v2 PassThrough, hence its internal `_writableState`.
 */
interface ZipInput extends NodeJS.EventEmitter {
  _writableState?: { length: number; highWaterMark: number; needDrain: boolean };
}

async function zipCaughtUp(sheet: ExcelJS.Worksheet) {
  const pipes = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes ?? [];
  for (const pipe of pipes) {
    const state = pipe._writableState;
    if (state?.needDrain && state.length > state.highWaterMark) await once(pipe, 'drain');
  }
}
