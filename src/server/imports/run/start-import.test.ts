import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { folderForThisTest } from '../../test/temp-folders.js';
import { readZipDirectory } from '../file-formats/zip-archive.js';
import { xlsxBuffer } from '../test/voter-files.js';
import { checkImportFile } from './start-import.js';

vi.mock('../file-formats/zip-archive.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../file-formats/zip-archive.js')>();
  return { ...actual, readZipDirectory: vi.fn(actual.readZipDirectory) };
});

describe('checkImportFile', () => {
  it('opens an .xlsx once: the import counts and reads the rows without reading the zip directory again', async () => {
    const dir = folderForThisTest('gw-start-');
    const file = path.join(dir, 'voters.xlsx');
    fs.writeFileSync(
      file,
      await xlsxBuffer([
        ['Voter ID', 'Name'],
        [123456789, 'Ruiz'],
      ]),
    );

    const { fileType, source } = await checkImportFile(file, 'voters.xlsx');
    const rows = [];
    for await (const row of source.rows()) rows.push(row.cells);

    expect(fileType).toBe('xlsx');
    expect(await source.countRows()).toBe(2);
    expect(rows).toEqual([
      ['Voter ID', 'Name'],
      ['123456789', 'Ruiz'],
    ]);
    expect(readZipDirectory).toHaveBeenCalledTimes(1);
  });
});
