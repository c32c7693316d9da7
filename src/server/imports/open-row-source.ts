/** The reader for each accepted file type. */
import type { ImportFileType } from './file-type.js';
import { ImportFileError } from './import-errors.js';
import { openDelimited } from './read-delimited.js';
import { openXlsx } from './read-xlsx.js';
import type { RowSource } from './row-source.js';

export const XLS_MESSAGE =
  'Old-style Excel files (.xls, Excel 97–2003) cannot be imported. Open the file in Excel and save it as "Excel Workbook (.xlsx)", or import the county\'s voter extract (.txt) as it is published.';

/** Opens the file for reading; for an .xlsx this also checks it is a whole, readable workbook. */
export async function openRowSource(file: string, type: ImportFileType): Promise<RowSource> {
  switch (type) {
    case 'xlsx':
      return openXlsx(file);
    case 'csv':
      return openDelimited(file, ',');
    case 'txt':
      return openDelimited(file, '\t');
    case 'xls':
      throw new ImportFileError(415, XLS_MESSAGE);
  }
}
