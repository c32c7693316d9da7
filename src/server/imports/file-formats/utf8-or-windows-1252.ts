/**
 * A text file's bytes as UTF-8: a file that is UTF-8 passes through untouched; from the first byte sequence
 * that is not UTF-8 on, the bytes are read as Windows-1252, what Excel on Windows writes when a CSV is saved
 * without "CSV UTF-8" (decision 0093, docs/decisions/0093-utf8-or-windows-1252.md). Chunk by chunk, so a file of
 * any size streams.
 */
import { isUtf8 } from 'node:buffer';

/**
 * Windows-1252 is Latin-1 but for 0x80–0x9F, which hold € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ.
 * Not TextDecoder('windows-1252'): Node 20's decodes those bytes as Latin-1 control characters ("€" as U+0080).
 */
const HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

const windows1252 = {
  decode: (bytes: Buffer) =>
    bytes.toString('latin1').replace(/[\x80-\x9f]/g, (char) => HIGH[char.charCodeAt(0) - 0x80] ?? char),
};

/** Bytes at the end of the chunk that start a character finished by the next chunk (0 to 3). */
function unfinishedTail(chunk: Buffer) {
  for (let back = 1; back <= Math.min(3, chunk.length); back++) {
    const byte = chunk[chunk.length - back] ?? 0;
    if (byte < 0x80) return 0;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return length > back ? back : 0;
    }
  }
  return 0;
}

export async function* asUtf8(chunks: AsyncIterable<Buffer> | Iterable<Buffer>): AsyncGenerator<Buffer> {
  let utf8 = true;
  let carried: Buffer = Buffer.alloc(0);
  for await (const chunk of chunks) {
    if (!utf8) {
      yield Buffer.from(windows1252.decode(chunk), 'utf8');
      continue;
    }
    const bytes = carried.length > 0 ? Buffer.concat([carried, chunk]) : chunk;
    const tail = unfinishedTail(bytes);
    const whole = bytes.subarray(0, bytes.length - tail);
    if (isUtf8(whole)) {
      carried = Buffer.from(bytes.subarray(bytes.length - tail));
      if (whole.length > 0) yield whole;
      continue;
    }
    utf8 = false;
    carried = Buffer.alloc(0);
    yield Buffer.from(windows1252.decode(bytes), 'utf8');
  }
  // A character begun in the last bytes and never finished: not UTF-8.
  if (carried.length > 0) yield Buffer.from(windows1252.decode(carried), 'utf8');
}
