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
import { attributeOf, tagsOf } from './xml-tags.js';
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
/**
 * One row's (or one shared string's) XML; a longer one means a broken or hostile file. A row of all 16,384
 * columns Excel allows, each holding a full name, is well under 1 MB.
 */
const MAX_ELEMENT_CHARS = 4 * 1024 ** 2;
const ELEMENT_TOO_LARGE =
  "A row of this workbook is larger than 4 MB; it cannot be a voter record. Save the sheet as CSV, or import the county's voter extract (.txt) as it is published.";
/** Excel's own bounds: columns A to XFD, rows 1 to 1,048,576. */
export const MAX_COLUMNS = 16_384;
export const MAX_ROWS = 1_048_576;
export const CELL_OUT_OF_RANGE =
  "This workbook refers to a cell beyond Excel's last column (XFD) or last row (1,048,576), so it is damaged or was not made by a spreadsheet program. Save it again from Excel, or export it as .csv, and import that.";
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
  const firstSheet = tagsOf(workbookXml, 'sheet').next().value;
  const firstSheetRel = firstSheet === undefined ? undefined : attributeOf(firstSheet, 'r:id');
  let target: string | undefined;
  for (const relationship of tagsOf(relsXml, 'Relationship')) {
    if (firstSheetRel !== undefined && attributeOf(relationship, 'Id') === firstSheetRel) {
      target = attributeOf(relationship, 'Target');
      break;
    }
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

/**
 * Yields each complete `<tag …>…</tag>` (or self-closed) element of the stream, pulling as it goes. Every
 * search resumes where the last one stopped, so a part that never closes its element costs linear time,
 * and an element longer than MAX_ELEMENT_CHARS is refused.
 */
async function* elements(stream: Readable, tag: string): AsyncGenerator<string> {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let buffer = '';
  /** Where the element being completed starts, or -1 while looking for the next one. */
  let start = -1;
  /** Where that element's opening tag ends (its `>`), or -1 while not yet found. */
  let tagEnd = -1;
  let searchFrom = 0;
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      buffer += chunk as string;
      for (;;) {
        if (start < 0) {
          const found = buffer.indexOf(open, searchFrom);
          if (found < 0) {
            searchFrom = Math.max(searchFrom, buffer.length - open.length);
            break;
          }
          if (found + open.length >= buffer.length) {
            searchFrom = found;
            break;
          }
          // <rowBreaks>, <sheetPr> and the like share a prefix: only the tag itself counts.
          const next = buffer.charCodeAt(found + open.length);
          searchFrom = found + open.length;
          if (next !== 32 && next !== 62 && next !== 47 && next !== 9 && next !== 10 && next !== 13) continue;
          start = found;
        }
        if (tagEnd < 0) {
          const gt = buffer.indexOf('>', searchFrom);
          if (gt < 0) {
            searchFrom = buffer.length;
            break;
          }
          tagEnd = gt;
          searchFrom = gt + 1;
          if (buffer.charCodeAt(gt - 1) === 47) {
            yield buffer.slice(start, gt + 1);
            start = -1;
            tagEnd = -1;
            continue;
          }
        }
        const closeAt = buffer.indexOf(close, searchFrom);
        if (closeAt < 0) {
          searchFrom = Math.max(searchFrom, buffer.length - close.length);
          break;
        }
        yield buffer.slice(start, closeAt + close.length);
        searchFrom = closeAt + close.length;
        start = -1;
        tagEnd = -1;
      }
      const keep = start >= 0 ? start : searchFrom;
      buffer = buffer.slice(keep);
      searchFrom -= keep;
      if (start >= 0) {
        if (tagEnd >= 0) tagEnd -= keep;
        start = 0;
      }
      if (buffer.length > MAX_ELEMENT_CHARS) throw new ImportFileError('too-large', ELEMENT_TOO_LARGE);
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

/** The text between `<tag…>` and `</tag>` in a cell's inner XML, or undefined. */
function innerOf(xml: string, tag: string): string | undefined {
  const start = xml.indexOf(`<${tag}`);
  if (start < 0) return undefined;
  const gt = xml.indexOf('>', start);
  if (gt < 0) return undefined;
  if (xml.charCodeAt(gt - 1) === 47) return '';
  const end = xml.indexOf(`</${tag}>`, gt);
  return end < 0 ? undefined : xml.slice(gt + 1, end);
}

/** A cell reference's column (`AB12` → 27); a reference beyond XFD, or not one at all, is refused. */
function columnOf(ref: string): number {
  let letters = 0;
  while (letters < ref.length && letters <= 3) {
    const code = ref.charCodeAt(letters);
    if (code < 65 || code > 90) break;
    letters++;
  }
  const index = letters === 0 || letters > 3 ? MAX_COLUMNS : columnIndex(ref.slice(0, letters));
  if (index >= MAX_COLUMNS) throw new ImportFileError('invalid-input', CELL_OUT_OF_RANGE);
  return index;
}

function rowNumberOf(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > MAX_ROWS)
    throw new ImportFileError('invalid-input', CELL_OUT_OF_RANGE);
  return number;
}

/**
 * One <row> element to its cells. Hand-written scanning: regular expressions made this the slowest step.
 * Each search stays inside its cell, so the work is linear in the row's length.
 */
function parseRow(xml: string, strings: string[], fallbackNumber: number): FileRow {
  const rowTagEnd = xml.indexOf('>');
  const rowNumber = rowNumberOf(attributeOf(xml.slice(0, rowTagEnd), 'r'), fallbackNumber);
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
    if (gt < 0) break;
    const tag = xml.slice(start, gt);
    const ref = attributeOf(tag, 'r');
    const index = ref ? columnOf(ref) : next;
    if (index >= MAX_COLUMNS) throw new ImportFileError('invalid-input', CELL_OUT_OF_RANGE);
    next = index + 1;
    if (xml.charCodeAt(gt - 1) === 47) {
      at = gt + 1;
      continue;
    }
    const end = xml.indexOf('</c>', gt);
    if (end < 0) break;
    at = end + 4;
    const inner = xml.slice(gt + 1, end);
    const type = attributeOf(tag, 't');
    let value: string;
    if (type === 'inlineStr') {
      const inline = innerOf(inner, 'is') ?? '';
      value =
        inline.includes('<r>') || inline.includes('<rPh')
          ? richText(inline)
          : decodeXmlText(innerOf(inline, 't') ?? '');
    } else {
      // A formula cell carries its last computed value in <v>; the formula itself is ignored.
      const raw = innerOf(inner, 'v');
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
            // A dimension beyond Excel's last row is not believed; the rows are counted instead.
            if (last && Number(last) <= MAX_ROWS) return Number(last);
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
