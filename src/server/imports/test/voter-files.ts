/** Builds voter files for tests and benchmarks: .xlsx, Florida .txt (headerless), .csv, multipart bodies. */
import { randomUUID } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import {
  blankFloridaRow,
  FLORIDA_COLUMNS,
  type FloridaVoterRow,
  toCells,
} from '../file-formats/florida-layout.js';

export const voter = (values: Partial<FloridaVoterRow>): FloridaVoterRow => ({
  ...blankFloridaRow(),
  'County Code': 'LEO',
  'Name First': 'ANA',
  'Name Last': 'RUIZ',
  'Residence Address Line 1': '100 Main St',
  'Residence City (USPS)': 'TALLAHASSEE',
  'Residence State': 'FL',
  'Residence Zipcode': '32301',
  'Party Affiliation': 'DEM',
  'Voter Status': 'ACT',
  'Birth Date': '04/12/1990',
  'Registration Date': '01/02/2010',
  ...values,
});

/** A workbook of the given rows (cells as written; numbers stay numbers), first sheet only. */
export async function xlsxBuffer(
  rows: (string | number | null | { formula: string; result?: string | number })[][],
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Voters');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const floridaXlsx = (voters: FloridaVoterRow[]) =>
  xlsxBuffer([[...FLORIDA_COLUMNS], ...voters.map((v) => toCells(v).map((c) => (c === '' ? null : c)))]);

/** The same as a legacy Excel 97–2003 workbook (BIFF8 .xls); voter IDs stored as numbers, as Excel does. */
export function floridaXls(voters: FloridaVoterRow[]) {
  const rows = voters.map((v) =>
    toCells(v).map((c, i) => (FLORIDA_COLUMNS[i] === 'Voter ID' && /^\d+$/.test(c) ? Number(c) : c)),
  );
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([[...FLORIDA_COLUMNS], ...rows]), 'Voters');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

export const floridaTxt = (voters: FloridaVoterRow[]) =>
  Buffer.from(voters.map((v) => `${toCells(v).join('\t')}\r\n`).join(''));

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
export const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.map(csvCell).join(',')).join('\n'));

/** A multipart/form-data body with the file in field `excel` (and `full` when given). */
export function multipart(file: Buffer, fileName: string, fields: Record<string, string> = {}) {
  const boundary = `----gw${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="excel"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
