import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderForThisFile } from '../../test/temp-folders.js';
import { xlsxBuffer } from '../test/voter-files.js';
import { workbookEntries, zip } from '../test/zip-writer.js';
import { openXlsx, SHARED_STRINGS_TOO_LARGE, XLSX_TOO_LARGE } from './read-xlsx.js';
import type { FileRow } from './row-source.js';

const dir = folderForThisFile('gw-xlsx-');
const save = (content: Buffer) => {
  const name = path.join(dir, `${Math.random()}.xlsx`);
  fs.writeFileSync(name, content);
  return name;
};
async function read(file: string) {
  const rows: FileRow[] = [];
  const source = await openXlsx(file);
  for await (const row of source.rows()) rows.push(row);
  return { rows, count: await source.countRows() };
}

describe('the streaming .xlsx reader', () => {
  it('reads shared and inline strings, numbers, formula results, gaps and entities', async () => {
    const file = save(
      await xlsxBuffer([
        ['Voter ID', 'Name', null, 'Note'],
        [123456789, 'Ruiz & Sons <Ltd>', null, { formula: 'A2*2', result: 246913578 }],
      ]),
    );
    const { rows, count } = await read(file);
    expect(count).toBe(2);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['Voter ID', 'Name', '', 'Note'] },
      { rowNumber: 2, cells: ['123456789', 'Ruiz & Sons <Ltd>', '', '246913578'] },
    ]);
  });

  it('reads a hand-written sheet: rich text runs, inline strings, booleans, errors, no cell references', async () => {
    const sheet = `<worksheet><sheetData>
      <row r="3"><c t="inlineStr"><is><t>A&amp;B</t></is></c><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c><c t="s"><v>0</v></c></row>
    </sheetData></worksheet>`;
    const entries = [
      ...workbookEntries(sheet),
      {
        name: 'xl/sharedStrings.xml',
        data: '<sst><si><r><t>Mc</t></r><r><t xml:space="preserve">Donald</t></r><rPh><t>x</t></rPh></si></sst>',
      },
    ];
    const { rows } = await read(save(zip(entries)));
    expect(rows).toEqual([{ rowNumber: 3, cells: ['A&B', 'TRUE', '', 'McDonald'] }]);
  });

  it('refuses shared strings over their cap, and a workbook that unpacks to more than the total cap', async () => {
    const sheet = '<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c></row></sheetData></worksheet>';
    const strings = `<sst>${'<si><t>Tallahassee</t></si>'.repeat(100)}</sst>`;
    const file = save(zip([...workbookEntries(sheet), { name: 'xl/sharedStrings.xml', data: strings }]));
    await expect(openXlsx(file, { sharedStringBytes: 1024, totalBytes: 1024 ** 3 })).rejects.toMatchObject({
      kind: 'too-large',
      message: SHARED_STRINGS_TOO_LARGE,
    });
    await expect(openXlsx(file, { sharedStringBytes: 1024 ** 3, totalBytes: 2048 })).rejects.toMatchObject({
      kind: 'too-large',
      message: XLSX_TOO_LARGE,
    });
    const { rows } = await read(file);
    expect(rows[0]?.cells).toEqual(['Tallahassee']);
  });
});
