/**
 * A .csv with no quote character is read by splitting lines (decision 0399): it must read exactly as csv-parse
 * reads it, row numbers included, whatever its line endings, byte order mark, blank lines or encoding.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { folderForThisFile } from '../../test/temp-folders.js';
import type { Separator } from './csv-separator.js';
import { csvParseOptions, openDelimited } from './read-delimited.js';

const dir = folderForThisFile('gw-read-delimited-');

let files = 0;
function fileOf(bytes: Buffer | string) {
  const file = path.join(dir, `file-${files++}.csv`);
  fs.writeFileSync(file, bytes);
  return file;
}

async function readRows(file: string, delimiter: Separator) {
  const rows: { rowNumber: number; cells: string[] }[] = [];
  for await (const row of openDelimited(file, delimiter).rows()) rows.push(row);
  return rows;
}

/** What csv-parse makes of the same text, with the options the reader gives it. */
function csvParseRows(text: string, delimiter: Separator) {
  const records = parse(text, csvParseOptions(delimiter)) as unknown as {
    record: string[];
    info: { lines: number };
  }[];
  return records.map(({ record, info }) => ({ rowNumber: info.lines, cells: record }));
}

const CASES: [string, string, Separator][] = [
  ['CRLF line endings and a byte order mark', '\ufeffVoter ID,Status\r\n1,Mailed\r\n2,Returned\r\n', ','],
  ['blank lines, and no newline after the last row', 'Voter ID,Status\n\n1,Mailed\n\n\n2,Voted', ','],
  ['semicolons, rows of different lengths, empty fields', 'A;B;C\n1;;\n2\n3;x;y;z\n;\n', ';'],
  ['CRLF without a final newline but a carriage return', 'A,B\r\n1,2\r', ','],
];

describe('a .csv without quotes', () => {
  for (const [name, text, delimiter] of CASES)
    it(`reads as csv-parse reads it: ${name}`, async () => {
      expect(await readRows(fileOf(text), delimiter)).toEqual(csvParseRows(text, delimiter));
    });

  it('reads a Windows-1252 file as csv-parse reads its text', async () => {
    const text = 'Name Last,City\nNúñez,Peñasco\n';
    expect(await readRows(fileOf(Buffer.from(text, 'latin1')), ',')).toEqual(csvParseRows(text, ','));
  });

  it('leaves a file with carriage returns alone (old Mac endings) to csv-parse, which splits them into rows', async () => {
    const text = 'A,B\r1,2\r3,4\r';
    expect(await readRows(fileOf(text), ',')).toEqual([
      { rowNumber: 1, cells: ['A', 'B'] },
      { rowNumber: 2, cells: ['1', '2'] },
      { rowNumber: 3, cells: ['3', '4'] },
    ]);
  });

  it('still reads quoted fields with csv-parse when one quote is in the file', async () => {
    const text = 'Name,City\n"Núñez, Rosa",Tallahassee\nLee,Miami\n';
    expect(await readRows(fileOf(text), ',')).toEqual([
      { rowNumber: 1, cells: ['Name', 'City'] },
      { rowNumber: 2, cells: ['Núñez, Rosa', 'Tallahassee'] },
      { rowNumber: 3, cells: ['Lee', 'Miami'] },
    ]);
  });
});
