/**
 * Legacy Excel 97–2003 workbooks (.xls, BIFF8). Only SheetJS reads them, and only whole (≈ 3 GB for
 * 180,000 rows), so they are accepted up to MAX_XLS_BYTES (a BIFF8 sheet holds at most 65,536 rows anyway)
 * and parsed on a worker thread, so the server keeps answering meanwhile. Cells come out as the .xlsx
 * reader gives them: numbers as their digits, dates as Excel serial numbers.
 */
import { stat } from 'node:fs/promises';
import type { ResourceLimits } from 'node:worker_threads';
import { startWorkerModule } from '../../worker-module.js';
import { ImportFileError } from './import-file-error.js';
import type { XlsWorkerAnswer } from './read-xls-worker.js';
import type { FileRow, RowSource } from './row-source.js';

export const MAX_XLS_BYTES = 30 * 1024 ** 2;

export const XLS_TOO_LARGE_MESSAGE =
  'This old-style Excel file (.xls) is larger than 30 MB, too large to read safely. Open it in Excel and save it as "Excel Workbook (.xlsx)", or import the county\'s voter extract (.txt) as it is published.';
const XLS_DAMAGED_MESSAGE =
  'This .xls file could not be read: it looks damaged or incomplete. Open it in Excel, save it as "Excel Workbook (.xlsx)" and import that.';

export const XLS_OUT_OF_MEMORY_MESSAGE =
  'This .xls file needs more memory to read than the server allows for one file. Open it in Excel, save it as "Excel Workbook (.xlsx)" and import that.';

/**
 * The parsing thread's heap. SheetJS holds the whole workbook and its rows at once; files are at most 30 MB
 * and 65,536 rows, and 1 GB leaves room for them while stopping a crafted file before it takes the server's
 * memory (the main thread has its own heap, so the server keeps answering).
 */
export const XLS_WORKER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 1024,
  maxYoungGenerationSizeMb: 64,
};

/**
 * The longest the parsing thread may take. SheetJS reads a 30 MB workbook in seconds; a crafted one that
 * keeps it busy far longer is stopped so the import ends with a message instead of hanging.
 */
export const XLS_TIME_LIMIT_MS = 120_000;
export const XLS_TOO_SLOW_MESSAGE =
  'This .xls file took too long to read, so it looks damaged or crafted. Open it in Excel, save it as "Excel Workbook (.xlsx)" and import that.';

const cellText = (value: unknown) => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
};

/** The worker's answer; a worker that ran out of its memory (or died) is a file too large to read. */
function answerOf(file: string, limits: ResourceLimits, timeLimitMs: number) {
  const worker = startWorkerModule(import.meta.url, 'read-xls-worker', { file }, limits);
  let timer: NodeJS.Timeout | undefined;
  return new Promise<XlsWorkerAnswer>((resolve, reject) => {
    const tooLarge = () => reject(new ImportFileError('too-large', XLS_OUT_OF_MEMORY_MESSAGE));
    timer = setTimeout(() => reject(new ImportFileError('invalid-input', XLS_TOO_SLOW_MESSAGE)), timeLimitMs);
    worker.once('message', (answer: XlsWorkerAnswer) => resolve(answer));
    worker.once('error', tooLarge);
    worker.once('exit', tooLarge);
  }).finally(() => {
    clearTimeout(timer);
    return worker.terminate();
  });
}

export async function parseXls(
  file: string,
  limits = XLS_WORKER_LIMITS,
  timeLimitMs = XLS_TIME_LIMIT_MS,
): Promise<FileRow[]> {
  const answer = await answerOf(file, limits, timeLimitMs);
  if (!answer.ok) throw new ImportFileError('invalid-input', XLS_DAMAGED_MESSAGE);
  return answer.rows.map((cells, i) => ({ rowNumber: answer.firstRow + i + 1, cells: cells.map(cellText) }));
}

/** Checks the size at once; the file is parsed when the import first asks for it. */
export async function openXls(file: string): Promise<RowSource> {
  const { size } = await stat(file);
  if (size > MAX_XLS_BYTES) throw new ImportFileError('too-large', XLS_TOO_LARGE_MESSAGE);
  let parsed: Promise<FileRow[]> | undefined;
  const rows = () => {
    parsed ??= parseXls(file);
    return parsed;
  };
  return {
    countRows: async () => (await rows()).length,
    async *rows() {
      yield* await rows();
    },
  };
}
