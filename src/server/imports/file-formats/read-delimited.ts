/**
 * Streams a .csv (comma or semicolon, quoted fields, through csv-parse) or a .txt/.tsv (tab-delimited, the Florida
 * extract) as rows of cell text, in UTF-8 or, when it is not, Windows-1252. The Florida file uses no quoting and may
 * hold stray quote characters, so tabs are read literally. A .csv without a quote character anywhere (a county's
 * ballot or voter export usually) is read the same way: with nothing quoted, a line is a record.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { Separator } from './csv-separator.js';
import { ImportFileError } from './import-file-error.js';
import type { FileRow, RowSource } from './row-source.js';
import { asUtf8 } from './utf8-or-windows-1252.js';

/**
 * Longest record accepted, and most fields in one: a voter record is a few hundred bytes in a few dozen
 * columns, so a longer line means the file is not line-based text (and its fields are never all held).
 * The field cap is Excel's column count.
 */
const MAX_RECORD_BYTES = 4 * 1024 ** 2;
const MAX_FIELDS = 16_384;
const LINE_TOO_LONG =
  'A line of this file is longer than 4 MB; it cannot be a voter record. Check that the file is the voter extract.';
const TOO_MANY_FIELDS =
  'A line of this file has more than 16,384 fields, more than any spreadsheet holds; it cannot be a voter record. Check that the file is the voter extract.';

function fieldsOf(record: string[]) {
  if (record.length > MAX_FIELDS) throw new ImportFileError('invalid-input', TOO_MANY_FIELDS);
  return record;
}

/** The file's bytes; a file that is not UTF-8 is read as Windows-1252 (asUtf8). */
const readChunks = (file: string) =>
  createReadStream(file, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>;

async function countLines(file: string) {
  let lines = 0;
  let last = 10;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    const buffer = chunk as Buffer;
    for (let at = buffer.indexOf(10); at >= 0; at = buffer.indexOf(10, at + 1)) lines++;
    last = buffer[buffer.length - 1] ?? last;
  }
  return last === 10 ? lines : lines + 1;
}

/**
 * A file read line by line, each line split at the delimiter: the Florida extract (no quoting), and a .csv with no
 * quote character. Splitting lines by hand reads 180,000 rows about seven times faster than csv-parse (decision
 * 0399).
 */
async function* splitRows(file: string, delimiter: Separator): AsyncGenerator<FileRow> {
  let rest = '';
  let line = 0;
  let first = true;
  for await (const chunk of asUtf8(readChunks(file))) {
    let text = rest + chunk.toString('utf8');
    if (first) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let at = 0;
    for (let end = text.indexOf('\n', at); end >= 0; end = text.indexOf('\n', at)) {
      line++;
      const record = text.slice(at, text.charCodeAt(end - 1) === 13 ? end - 1 : end);
      at = end + 1;
      if (record.length > 0)
        yield { rowNumber: line, cells: fieldsOf(record.split(delimiter, MAX_FIELDS + 1)) };
    }
    rest = text.slice(at);
    if (rest.length > MAX_RECORD_BYTES) throw new ImportFileError('invalid-input', LINE_TOO_LONG);
  }
  const last = rest.endsWith('\r') ? rest.slice(0, -1) : rest;
  if (last.length > 0) yield { rowNumber: line + 1, cells: fieldsOf(last.split(delimiter, MAX_FIELDS + 1)) };
}

const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * Whether every line of the CSV is one record of unquoted fields: no quote character anywhere, and every line ending
 * a newline (a carriage return alone, the old Mac ending, is left to csv-parse).
 */
async function isQuoteFree(file: string) {
  let previous = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    const buffer = chunk as Buffer;
    if (buffer.includes(QUOTE)) return false;
    if (previous === CR && buffer[0] !== LF) return false;
    for (let at = buffer.indexOf(CR); at >= 0; at = buffer.indexOf(CR, at + 1))
      if (at + 1 < buffer.length && buffer[at + 1] !== LF) return false;
    previous = buffer[buffer.length - 1] ?? previous;
  }
  return previous !== CR;
}

/** How csv-parse reads a .csv here (the quote-free reading must read a file the same way: its unit test). */
export const csvParseOptions = (delimiter: Separator) => ({
  delimiter,
  bom: true,
  quote: '"',
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  max_record_size: MAX_RECORD_BYTES,
  info: true,
});

export function openDelimited(file: string, delimiter: Separator): RowSource {
  if (delimiter === '\t') return { countRows: () => countLines(file), rows: () => splitRows(file, '\t') };
  return {
    countRows: () => countLines(file),
    async *rows() {
      if (await isQuoteFree(file)) {
        yield* splitRows(file, delimiter);
        return;
      }
      const parser = Readable.from(asUtf8(readChunks(file))).pipe(parse(csvParseOptions(delimiter)));
      try {
        for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
          yield { rowNumber: record.info.lines, cells: fieldsOf(record.record) } satisfies FileRow;
      } catch (error) {
        const code = (error as { code?: string }).code ?? '';
        if (code.startsWith('CSV_')) {
          throw new ImportFileError(
            'invalid-input',
            code === 'CSV_MAX_RECORD_SIZE'
              ? LINE_TOO_LONG
              : `This file could not be read as CSV: ${(error as Error).message}`,
          );
        }
        throw error;
      }
    },
  };
}
