/** The reader for each accepted file type. */
import { separatorOf } from './csv-separator.js';
import { firstLineOf, type ImportFileType, readHead } from './file-type.js';
import { openDelimited } from './read-delimited.js';
import { openXls } from './read-xls.js';
import { openXlsx } from './read-xlsx.js';
import type { RowSource } from './row-source.js';

/** Opens the file for reading; for a workbook this also checks it is whole and readable. */
export async function openRowSource(file: string, type: ImportFileType): Promise<RowSource> {
  switch (type) {
    case 'xlsx':
      return openXlsx(file);
    case 'csv':
      // Comma or semicolon; a tab-separated header made the file 'txt'.
      return openDelimited(file, separatorOf(firstLineOf(await readHead(file))) === ';' ? ';' : ',');
    case 'txt':
      return openDelimited(file, '\t');
    case 'xls':
      return openXls(file);
  }
}
