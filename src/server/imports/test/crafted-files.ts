/**
 * A corpus of malformed and hostile voter files, generated: the two that took the server down (a cell
 * reference far beyond column XFD; a workbook.xml full of unclosed `<sheet ` tags), other parts built to
 * make a naive reader loop, backtrack or allocate, and seeded random damage to valid files of each type.
 */
import { generateVoters } from '../../demo-data/generate-voters.js';
import { csv, floridaTxt, floridaXls, floridaXlsx } from './voter-files.js';
import { workbookEntries, zip } from './zip-writer.js';

export interface CraftedFile {
  label: string;
  name: string;
  data: Buffer;
}

const sheetOf = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`;
const workbook = (sheetXml: string, extra: { name: string; data: string }[] = []) =>
  zip([...workbookEntries(sheetXml), ...extra]);
const withPart = (name: string, data: string, sheetXml = sheetOf('<row r="1"><c><v>1</v></c></row>')) =>
  zip([...workbookEntries(sheetXml).filter((entry) => entry.name !== name), { name, data }]);

/** The two files of the security review, smallest form. */
export const FAR_CELL_REFERENCE = workbook(
  sheetOf('<row r="2"><c r="ZZZZZZZ2" t="inlineStr"><is><t>x</t></is></c></row>'),
);
export const SHEET_TAG_FLOOD = withPart('xl/workbook.xml', `<workbook><sheets>${'<sheet '.repeat(100_000)}`);

/** A small deterministic generator, so a failure names a file that can be made again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Copies of a valid file with bytes overwritten, a range cut out, or the tail cut off. */
function damaged(label: string, name: string, valid: Buffer, count: number, seed: number): CraftedFile[] {
  const next = random(seed);
  const files: CraftedFile[] = [];
  for (let i = 0; i < count; i++) {
    const data = Buffer.from(valid);
    const kind = i % 3;
    if (kind === 0) {
      for (let n = 0; n < 1 + Math.floor(next() * 16); n++)
        data[Math.floor(next() * data.length)] = Math.floor(next() * 256);
      files.push({ label: `${label}: bytes overwritten (${seed}/${i})`, name, data });
    } else if (kind === 1) {
      const from = Math.floor(next() * data.length);
      const to = Math.min(data.length, from + Math.floor(next() * 512));
      files.push({
        label: `${label}: bytes cut out (${seed}/${i})`,
        name,
        data: Buffer.concat([data.subarray(0, from), data.subarray(to)]),
      });
    } else
      files.push({
        label: `${label}: cut short (${seed}/${i})`,
        name,
        data: data.subarray(0, Math.floor(next() * data.length)),
      });
  }
  return files;
}

export async function craftedFiles(): Promise<CraftedFile[]> {
  const voters = [...generateVoters({ count: 40, seed: 36 })];
  const xlsx = await floridaXlsx(voters);
  const MB = 1024 ** 2;
  return [
    { label: 'a cell reference beyond XFD (ZZZZZZZ2)', name: 'v.xlsx', data: FAR_CELL_REFERENCE },
    { label: 'workbook.xml full of unclosed <sheet tags', name: 'v.xlsx', data: SHEET_TAG_FLOOD },
    {
      label: 'relationships full of unclosed <Relationship tags',
      name: 'v.xlsx',
      data: withPart(
        'xl/_rels/workbook.xml.rels',
        '<Relationships>'.concat('<Relationship '.repeat(300_000)),
      ),
    },
    {
      label: 'relationships whose tags all end at one far ">"',
      name: 'v.xlsx',
      data: withPart('xl/_rels/workbook.xml.rels', `${'<Relationship Id="rId1" '.repeat(200_000)}>`),
    },
    {
      label: '200,000 sheets',
      name: 'v.xlsx',
      data: withPart(
        'xl/workbook.xml',
        `<workbook><sheets>${'<sheet name="Voters" sheetId="1" r:id="rId1"/>'.repeat(200_000)}</sheets></workbook>`,
      ),
    },
    {
      label: 'a row number beyond 1,048,576',
      name: 'v.xlsx',
      data: workbook(sheetOf('<row r="99999999999"><c><v>1</v></c></row>')),
    },
    {
      label: 'a cell reference of four letters',
      name: 'v.xlsx',
      data: workbook(sheetOf('<row r="1"><c r="AAAA1"><v>1</v></c></row>')),
    },
    {
      label: 'a row of cells without references past column XFD',
      name: 'v.xlsx',
      data: workbook(sheetOf(`<row r="1">${'<c><v>1</v></c>'.repeat(20_000)}</row>`)),
    },
    {
      label: 'a row of 250,000 empty cells all at A1',
      name: 'v.xlsx',
      data: workbook(sheetOf(`<row r="1">${'<c r="A1"></c>'.repeat(250_000)}</row>`)),
    },
    {
      label: 'a dimension beyond the last row',
      name: 'v.xlsx',
      data: workbook(
        `<worksheet><dimension ref="A1:XFD999999999999"/>${sheetOf('<row r="1"><c><v>1</v></c></row>')}`,
      ),
    },
    {
      label: 'a row that never closes',
      name: 'v.xlsx',
      data: workbook(`<worksheet><sheetData><row r="1">${'<c>'.repeat(3 * MB)}`),
    },
    {
      label: 'a row tag that never ends',
      name: 'v.xlsx',
      data: workbook(`<worksheet><sheetData>${'<row '.repeat(1_500_000)}`),
    },
    {
      label: 'a shared string of unclosed text runs',
      name: 'v.xlsx',
      data: workbook(sheetOf('<row r="1"><c t="s"><v>0</v></c></row>'), [
        { name: 'xl/sharedStrings.xml', data: `<sst><si>${'<t>'.repeat(1_000_000)}</si></sst>` },
      ]),
    },
    {
      label: 'a shared string of unclosed phonetic hints',
      name: 'v.xlsx',
      data: workbook(sheetOf('<row r="1"><c t="s"><v>0</v></c></row>'), [
        { name: 'xl/sharedStrings.xml', data: `<sst><si>${'<rPh '.repeat(600_000)}</si></sst>` },
      ]),
    },
    {
      label: 'an inline string of unclosed text runs',
      name: 'v.xlsx',
      data: workbook(sheetOf(`<row r="1"><c t="inlineStr"><is><r>${'<t '.repeat(1_000_000)}</is></c></row>`)),
    },
    {
      label: 'a cell of a million entity starts',
      name: 'v.xlsx',
      data: workbook(
        sheetOf(`<row r="1"><c t="inlineStr"><is><t>${'&#x'.repeat(1_000_000)}</t></is></c></row>`),
      ),
    },
    ...damaged('a valid .xlsx', 'v.xlsx', xlsx, 9, 1),
    {
      label: 'an .xls that is only its signature and zeros',
      name: 'v.xls',
      data: Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]),
    },
    ...damaged('a valid .xls', 'v.xls', floridaXls(voters), 6, 2),
    { label: 'a .csv line of 5 MB', name: 'v.csv', data: Buffer.from(`a,b\n${'x'.repeat(5 * MB)}\n`) },
    { label: 'a .csv quote never closed', name: 'v.csv', data: Buffer.from(`a,b\n"${'x,'.repeat(MB)}\n`) },
    {
      label: 'a .csv line of 500,000 fields',
      name: 'v.csv',
      data: Buffer.from(`a,b\n${','.repeat(500_000)}\n`),
    },
    { label: 'a .txt line of 5 MB', name: 'v.txt', data: Buffer.from(`a\tb\n${'x'.repeat(5 * MB)}`) },
    {
      label: 'a .txt line of 500,000 fields',
      name: 'v.txt',
      data: Buffer.from(`a\tb\n${'\t'.repeat(500_000)}\n`),
    },
    {
      label: 'a .txt of 2 MB of carriage returns',
      name: 'v.txt',
      data: Buffer.from(`a\tb\n${'\r'.repeat(2 * MB)}`),
    },
    ...damaged('a valid .txt', 'v.txt', floridaTxt(voters), 3, 3),
    ...damaged(
      'a valid .csv',
      'v.csv',
      csv([['Voter ID', 'Last Name'], ...voters.map((v) => [v['Voter ID'], v['Name Last']])]),
      3,
      4,
    ),
  ];
}
