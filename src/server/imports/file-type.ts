/** Decides what an uploaded file is from its first bytes, not its name. */
import { open } from 'node:fs/promises';
import { ImportFileError } from './import-errors.js';

export type ImportFileType = 'xlsx' | 'xls' | 'csv' | 'txt';

export const UNSUPPORTED_TYPE_MESSAGE =
  'This file is not a voter file we can read. Choose an Excel workbook (.xlsx), or the voter extract as text (.txt, .tsv or .csv).';

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** Text: no NUL bytes and no control characters beyond tab, CR and LF in the first few kilobytes. */
function looksLikeText(head: Buffer) {
  for (const byte of head)
    if (byte === 0 || (byte < 32 && byte !== 9 && byte !== 10 && byte !== 13)) return false;
  return true;
}

export async function detectFileType(file: string, originalName = ''): Promise<ImportFileType> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(8192);
  let length: number;
  try {
    ({ bytesRead: length } = await handle.read(head, 0, head.length, 0));
  } finally {
    await handle.close();
  }
  const bytes = head.subarray(0, length);
  if (length === 0)
    throw new ImportFileError('invalid-input', 'The file is empty. Choose the voter file again.');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  const text = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (!looksLikeText(text)) throw new ImportFileError('unsupported-type', UNSUPPORTED_TYPE_MESSAGE);
  const firstLine = text.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const tabs = firstLine.split('\t').length - 1;
  const commas = firstLine.split(',').length - 1;
  if (tabs > 0 && tabs >= commas) return 'txt';
  if (commas > 0) return 'csv';
  // One column only: the name decides, and the mapping then asks for the voter-ID column.
  return /\.csv$/i.test(originalName) ? 'csv' : 'txt';
}
