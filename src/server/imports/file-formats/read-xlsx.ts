/**
 * Streams the first worksheet of an .xlsx as rows of cell text: the zip entry is inflated as it is read
 * and the sheet XML is scanned row by row, so memory holds the shared strings and one row, never the
 * sheet. Measured against exceljs's streaming reader (decision 0090,
 * docs/decisions/0090-xlsx-read-by-our-own-scanner.md; the run:
 * docs/benchmarks/ARCHIVE.md#2026-11-23-voter-file-import).
 */
import type { Readable } from 'node:stream';
import { ImportFileError } from './import-file-error.js';
import type { FileRow, RowSource } from './row-source.js';
import { columnIndex, decodeXmlText, richText } from './xml-text.js';
import {
  checkEntrySize,
  openZipEntry,
  readZipDirectory,
  readZipEntryText,
  type ZipEntry,
} from './zip-archive.js';

/**
 * Shared strings stay in memory while the sheet is read, so their XML is capped well below the sheet's own
 * limit; everything read from one workbook is capped too (decision 0153, docs/decisions/0153-upload-limits.md).
 * Both are checked on the declared sizes before anything is inflated, and openZipEntry stops an entry that
 * inflates past its size.
 */
export const XLSX_LIMITS = { sharedStringBytes: 128 * 1024 ** 2, totalBytes: 2 * 1024 ** 3 };
export const SHARED_STRINGS_TOO_LARGE =
  "This workbook's table of text values (shared strings) is larger than 128 MB, far more than a voter file holds, so it was not opened. Save the sheet as CSV, or import the county's voter extract (.txt) as it is published.";
export const XLSX_TOO_LARGE =
  "This workbook unpacks to more than 2 GB, far more than a voter file holds, so it was not opened. Save the sheet as CSV, or import the county's voter extract (.txt) as it is published.";
/** One row's XML; a longer one means a broken or hostile file. */
const MAX_ROW_CHARS = 64 * 1024 ** 2;
const NOT_A_WORKBOOK =
  'This file is a zip archive but not an Excel workbook. Choose the voter file as .xlsx, .csv or .txt.';

interface Workbook {
  sheet: ZipEntry;
  sharedStrings: ZipEntry | undefined;
}

async function locateParts(file: string, limits: typeof XLSX_LIMITS): Promise<Workbook> {
  const entries = await readZipDirectory(file);
  const workbook = entries.get('xl/workbook.xml');
  if (!workbook) throw new ImportFileError('unsupported-type', NOT_A_WORKBOOK);
  const workbookXml = await readZipEntryText(file, workbook, 16 * 1024 ** 2);
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  const relsXml = rels ? await readZipEntryText(file, rels, 16 * 1024 ** 2) : '';
  const firstSheetRel = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbookXml)?.[1];
  let target: string | undefined;
  for (const match of relsXml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]+)"/.exec(match[0])?.[1];
    if (id === firstSheetRel) target = /\bTarget="([^"]+)"/.exec(match[0])?.[1];
  }
  const sheetPath = target
    ? target.startsWith('/')
      ? target.slice(1)
      : `xl/${target}`
    : 'xl/worksheets/sheet1.xml';
  const sheet = entries.get(sheetPath) ?? entries.get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new ImportFileError('unsupported-type', NOT_A_WORKBOOK);
  const sharedStrings = entries.get('xl/sharedStrings.xml');
  const read = [workbook, rels, sheet, sharedStrings];
  const total = read.reduce((sum, entry) => sum + (entry?.uncompressedSize ?? 0), 0);
  if (total > limits.totalBytes) throw new ImportFileError('too-large', XLSX_TOO_LARGE);
  if (sharedStrings && sharedStrings.uncompressedSize > limits.sharedStringBytes)
    throw new ImportFileError('too-large', SHARED_STRINGS_TOO_LARGE);
  checkEntrySize(sheet);
  if (sharedStrings) checkEntrySize(sharedStrings, limits.sharedStringBytes);
  return { sheet, sharedStrings };
}

/** Yields each complete `<tag …>…</tag>` (or self-closed) element of the stream, pulling as it goes. */
async function* elements(stream: Readable, tag: string): AsyncGenerator<string> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let buffer = '';
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      buffer += chunk as string;
      let at = 0;
      for (;;) {
        const start = buffer.indexOf(open, at);
        if (start < 0) {
          at = Math.max(at, buffer.length - open.length);
          break;
        }
        const next = buffer.charCodeAt(start + open.length);
        if (Number.isNaN(next)) {
          at = start;
          break;
        }
        // <rowBreaks>, <sheetPr> and the like share a prefix: only the tag itself counts.
        if (next !== 32 && next !== 62 && next !== 47 && next !== 9 && next !== 10 && next !== 13) {
          at = start + open.length;
          continue;
        }
        const gt = buffer.indexOf('>', start);
        if (gt < 0) {
          at = start;
          break;
        }
        let end: number;
        if (buffer.charCodeAt(gt - 1) === 47) end = gt + 1;
        else {
          const closeAt = buffer.indexOf(close, gt);
          if (closeAt < 0) {
            at = start;
            break;
          }
          end = closeAt + close.length;
        }
        yield buffer.slice(start, end);
        at = end;
      }
      buffer = buffer.slice(at);
      if (buffer.length > MAX_ROW_CHARS)
        throw new ImportFileError(
          'too-large',
          'A row of this workbook is larger than 64 MB; it cannot be a voter record.',
        );
    }
  } finally {
    stream.destroy();
  }
}

async function readSharedStrings(file: string, entry: ZipEntry | undefined, maxBytes: number) {
  const strings: string[] = [];
  if (!entry) return strings;
  for await (const xml of elements(await openZipEntry(file, entry, maxBytes), 'si'))
    strings.push(richText(xml));
  return strings;
}

/** The text between `<tag…>` and `</tag>` starting the search at `from`, or undefined. */
function innerOf(xml: string, tag: string, from: number, to: number): string | undefined {
  const start = xml.indexOf(`<${tag}`, from);
  if (start < 0 || start >= to) return undefined;
  const gt = xml.indexOf('>', start);
  if (xml.charCodeAt(gt - 1) === 47) return '';
  const end = xml.indexOf(`</${tag}>`, gt);
  return end < 0 || end > to ? undefined : xml.slice(gt + 1, end);
}

function attribute(tag: string, name: string): string | undefined {
  const at = tag.indexOf(` ${name}="`);
  if (at < 0) return undefined;
  const start = at + name.length + 3;
  return tag.slice(start, tag.indexOf('"', start));
}

/** One <row> element to its cells. Hand-written scanning: regular expressions made this the slowest step. */
function parseRow(xml: string, strings: string[], fallbackNumber: number): FileRow {
  const rowTagEnd = xml.indexOf('>');
  const rowNumber = Number(attribute(xml.slice(0, rowTagEnd), 'r') ?? fallbackNumber);
  const cells: string[] = [];
  let next = 0;
  let at = rowTagEnd;
  for (;;) {
    const start = xml.indexOf('<c', at);
    if (start < 0) break;
    const after = xml.charCodeAt(start + 2);
    if (after !== 32 && after !== 62 && after !== 47) {
      at = start + 2;
      continue;
    }
    const gt = xml.indexOf('>', start);
    const tag = xml.slice(start, gt);
    const ref = attribute(tag, 'r');
    let index = next;
    if (ref) {
      let letters = 0;
      while (letters < ref.length && ref.charCodeAt(letters) >= 65) letters++;
      index = columnIndex(ref.slice(0, letters));
    }
    next = index + 1;
    if (xml.charCodeAt(gt - 1) === 47) {
      at = gt + 1;
      continue;
    }
    const end = xml.indexOf('</c>', gt);
    if (end < 0) break;
    at = end + 4;
    const type = attribute(tag, 't');
    let value: string;
    if (type === 'inlineStr') {
      const inline = innerOf(xml, 'is', gt, end) ?? '';
      value =
        inline.includes('<r>') || inline.includes('<rPh')
          ? richText(inline)
          : decodeXmlText(innerOf(inline, 't', 0, inline.length) ?? '');
    } else {
      // A formula cell carries its last computed value in <v>; the formula itself is ignored.
      const raw = innerOf(xml, 'v', gt, end);
      if (raw === undefined) continue;
      if (type === 's') value = strings[Number(raw)] ?? '';
      else if (type === 'b') value = raw === '1' ? 'TRUE' : 'FALSE';
      else if (type === 'e') value = '';
      else value = decodeXmlText(raw);
    }
    while (cells.length < index) cells.push('');
    cells[index] = value;
  }
  return { rowNumber, cells };
}

export async function openXlsx(file: string, limits = XLSX_LIMITS): Promise<RowSource> {
  const { sheet, sharedStrings } = await locateParts(file, limits);
  return {
    async countRows() {
      // Excel writes <dimension ref="A1:AL180001"/> before the data; other writers may not, then count.
      const stream = await openZipEntry(file, sheet);
      stream.setEncoding('utf8');
      let head = '';
      let count = 0;
      let tail = '';
      try {
        for await (const chunk of stream) {
          if (head.length < 65_536) {
            head += chunk as string;
            const dataAt = head.indexOf('<sheetData');
            const last = /<dimension\s+ref="[A-Z]+\d+:[A-Z]+(\d+)"/.exec(
              dataAt < 0 ? head : head.slice(0, dataAt),
            )?.[1];
            if (last) return Number(last);
          }
          const text = tail + (chunk as string);
          for (let at = text.indexOf('<row'); at >= 0; at = text.indexOf('<row', at + 4)) {
            const next = text.charCodeAt(at + 4);
            if (next === 32 || next === 62) count++;
          }
          tail = text.slice(-4);
        }
      } finally {
        stream.destroy();
      }
      return count;
    },
    async *rows() {
      const strings = await readSharedStrings(file, sharedStrings, limits.sharedStringBytes);
      let fallback = 0;
      for await (const xml of elements(await openZipEntry(file, sheet), 'row'))
        yield parseRow(xml, strings, ++fallback);
    },
  };
}
