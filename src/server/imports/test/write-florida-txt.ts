/** Writes generated voters as the county's headerless, tab-delimited extract, streamed to disk. */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { FloridaVoterRow } from '../file-formats/florida-layout.js';
import { toCells } from '../file-formats/florida-layout.js';

export async function writeFloridaTxt(file: string, rows: Iterable<FloridaVoterRow>) {
  const out = createWriteStream(file);
  let written = 0;
  for (const row of rows) {
    if (!out.write(`${toCells(row).join('\t')}\r\n`)) await once(out, 'drain');
    written++;
  }
  out.end();
  await once(out, 'finish');
  return written;
}
