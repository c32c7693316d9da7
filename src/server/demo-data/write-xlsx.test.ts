import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FLORIDA_COLUMNS, toCells } from '../imports/file-formats/florida-layout.js';
import { folderForThisFile } from '../test/temp-folders.js';
import { generateVoters } from './generate-voters.js';
import { writeVotersXlsx } from './write-xlsx.js';

const dir = folderForThisFile('gw-xlsx-');

describe('writeVotersXlsx', () => {
  it('writes the header row and every voter as text, blanks left empty', async () => {
    const file = path.join(dir, 'voters.xlsx');
    const voters = [...generateVoters({ count: 2_500, seed: 5 })];
    const progress: number[] = [];
    const written = await writeVotersXlsx(file, voters, {
      onProgress: (n) => progress.push(n),
      progressEvery: 1_000,
    });
    expect(written).toBe(2_500);
    expect(progress).toEqual([1_000, 2_000]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    const cells = (n: number) =>
      FLORIDA_COLUMNS.map((_, i) => String(sheet?.getRow(n).getCell(i + 1).value ?? ''));
    expect(sheet?.rowCount).toBe(2_501);
    expect(cells(1)).toEqual([...FLORIDA_COLUMNS]);
    for (const n of [0, 1, 1_234, 2_499]) {
      const voter = voters[n];
      if (voter) expect(cells(n + 2)).toEqual(toCells(voter));
    }
    // Writing and reading back 2,500 rows takes about a second; a loaded CI machine can take several.
  }, 30_000);
});
