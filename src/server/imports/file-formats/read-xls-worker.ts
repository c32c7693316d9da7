/** Parses a legacy .xls off the main thread (SheetJS reads it whole, for seconds) and posts its rows back. */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';

export type XlsWorkerAnswer = { ok: true; firstRow: number; rows: unknown[][] } | { ok: false };

const { file } = workerData as { file: string };
let answer: XlsWorkerAnswer;
try {
  const workbook = XLSX.read(await readFile(file), {
    type: 'buffer',
    dense: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
  });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no worksheet');
  answer = {
    ok: true,
    firstRow: XLSX.utils.decode_range(sheet['!ref'] ?? 'A1').s.r,
    rows: XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true }),
  };
} catch {
  answer = { ok: false };
}
parentPort?.postMessage(answer);
