import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderForThisFile } from '../../test/temp-folders.js';
import { detectFileType } from './file-type.js';

const dir = folderForThisFile('gw-type-');
const file = (content: Buffer | string) => {
  const name = path.join(dir, `${Math.random()}`);
  fs.writeFileSync(name, content);
  return name;
};

describe('detectFileType', () => {
  it('decides by content: zip is .xlsx, OLE is .xls, tabs are the Florida text, commas are CSV', async () => {
    expect(await detectFileType(file(Buffer.from('504b030414000000', 'hex')), 'x.csv')).toBe('xlsx');
    expect(await detectFileType(file(Buffer.from('d0cf11e0a1b11ae1', 'hex')))).toBe('xls');
    expect(await detectFileType(file('LEO\t123\tRUIZ\r\n'), 'voters.xlsx')).toBe('txt');
    expect(await detectFileType(file('\ufeffVoter ID,Last Name\n1,Ruiz\n'))).toBe('csv');
  });
  it('reads a header separated by semicolons (European Excel) as CSV, whatever the name', async () => {
    expect(await detectFileType(file('Voter ID;Name Last;Name First\n1;Ruiz;Ana\n'), 'voters.txt')).toBe(
      'csv',
    );
  });
  it('refuses binary content and empty files', async () => {
    await expect(
      detectFileType(file(Buffer.from('89504e470d0a1a0a0000', 'hex')), 'a.xlsx'),
    ).rejects.toMatchObject({ kind: 'unsupported-type' });
    await expect(detectFileType(file(''))).rejects.toMatchObject({ kind: 'invalid-input' });
  });
});
