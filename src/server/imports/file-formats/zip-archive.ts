/**
 * Just enough of the zip format to read an .xlsx from disk without loading it: the central directory is
 * read from the end of the file, and one entry at a time is streamed through zlib. Sizes are checked
 * against limits before and while inflating, so a zip bomb is refused instead of filling memory.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { ImportFileError } from './import-file-error.js';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DAMAGED =
  'This file is damaged or incomplete (it may not have finished uploading or saving). Save it again from Excel, or export it as .txt or .csv, and import that.';

/** An entry may inflate to at most this many bytes, and at most this many times its packed size. */
export const MAX_ENTRY_BYTES = 2 * 1024 ** 3;
export const MAX_RATIO = 400;
const BOMB =
  'This file expands to far more data than a voter file holds (it looks like a "zip bomb"), so it was not opened.';

export async function readZipDirectory(file: string): Promise<Map<string, ZipEntry>> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    let eocd = -1;
    for (let i = tailSize - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new ImportFileError('invalid-input', DAMAGED);
    const count = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directoryOffset === 0xffffffff || count === 0xffff)
      throw new ImportFileError(
        'too-large',
        'This workbook is too large to read (over 4 GB). Export it as .txt or .csv.',
      );
    if (directoryOffset + directorySize > size) throw new ImportFileError('invalid-input', DAMAGED);
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const entries = new Map<string, ZipEntry>();
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
        throw new ImportFileError('invalid-input', DAMAGED);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const entry: ZipEntry = {
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        uncompressedSize: directory.readUInt32LE(at + 24),
        localHeaderOffset: directory.readUInt32LE(at + 42),
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      };
      if (entry.localHeaderOffset + entry.compressedSize > size)
        throw new ImportFileError('invalid-input', DAMAGED);
      entries.set(entry.name.replace(/^\/+/, ''), entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}

/** Refuses an entry whose declared size is out of bounds; the stream also enforces it as it inflates. */
export function checkEntrySize(entry: ZipEntry, maxBytes = MAX_ENTRY_BYTES) {
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > maxBytes || (entry.uncompressedSize > 10 * 1024 ** 2 && ratio > MAX_RATIO))
    throw new ImportFileError('too-large', BOMB);
}

/** The entry's content as a stream of Buffers, inflated, refusing to produce more than declared. */
export async function openZipEntry(
  file: string,
  entry: ZipEntry,
  maxBytes = MAX_ENTRY_BYTES,
): Promise<Readable> {
  checkEntrySize(entry, maxBytes);
  const handle = await open(file, 'r');
  const header = Buffer.alloc(30);
  try {
    await handle.read(header, 0, 30, entry.localHeaderOffset);
  } finally {
    await handle.close();
  }
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ImportFileError('invalid-input', DAMAGED);
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = createReadStream(file, { start, end: start + Math.max(entry.compressedSize, 1) - 1 });
  if (entry.method !== 0 && entry.method !== 8) {
    raw.destroy();
    throw new ImportFileError(
      'unsupported-type',
      'This workbook uses a compression method Excel does not use. Save it again from Excel.',
    );
  }
  const limit = Math.min(entry.uncompressedSize, maxBytes);
  let produced = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      produced += chunk.length;
      if (produced > limit) callback(new ImportFileError('too-large', BOMB));
      else callback(null, chunk);
    },
  });
  const source = entry.method === 8 ? raw.pipe(createInflateRaw()) : raw;
  const fail = (error: Error) =>
    guard.destroy(error instanceof ImportFileError ? error : new ImportFileError('invalid-input', DAMAGED));
  raw.on('error', fail);
  source.on('error', fail);
  return source.pipe(guard);
}

export async function readZipEntryText(file: string, entry: ZipEntry, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openZipEntry(file, entry, maxBytes)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
