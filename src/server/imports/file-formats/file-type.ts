/** Decides what an uploaded file is from its first bytes, not its name. */
import { open } from 'node:fs/promises';
import { separatorOf } from './csv-separator.js';
import { ImportFileError } from './import-file-error.js';

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
  const bytes = await readHead(file);
  if (bytes.length === 0)
    throw new ImportFileError('invalid-input', 'The file is empty. Choose the voter file again.');
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  const text = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (!looksLikeText(text)) throw new ImportFileError('unsupported-type', UNSUPPORTED_TYPE_MESSAGE);
  const firstLine = firstLineOf(bytes);
  if (/[,;\t]/.test(firstLine)) return separatorOf(firstLine) === '\t' ? 'txt' : 'csv';
  // One column only: the name decides, and the mapping then asks for the voter-ID column.
  return /\.csv$/i.test(originalName) ? 'csv' : 'txt';
}

/** The first line of the file's first bytes, without a byte order mark. */
export function firstLineOf(head: Buffer) {
  const text = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  return text.toString('latin1').split(/\r?\n/, 1)[0] ?? '';
}

/** The file's first bytes (up to 8 KB). */
export async function readHead(file: string) {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(8192);
  try {
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
