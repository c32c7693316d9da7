/**
 * A folder of county voter extracts read as one file (Florida publishes its statewide voter file as one extract
 * per county, each `CCC_YYYYMMDD.txt`: the county's three-letter code and the extract's date, in the extract layout
 * the app already reads). The files are read one after another in name order; a row's number counts on through
 * them, as if they were one file.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { formatCount } from '../../../common/format.js';
import { ImportFileError } from './import-file-error.js';
import { openDelimited } from './read-delimited.js';
import type { FileRow, RowSource } from './row-source.js';

/** A county extract's name: the county code, an underscore, the date as YYYYMMDD, .txt. */
const COUNTY_FILE = /^([A-Za-z]{3})_(\d{8})\.txt$/;

export interface CountyFolder {
  /** The county codes of the files, upper case, in file order. */
  counties: string[];
  files: string[];
  /** The folder's name as the import history shows it: how many county files, and which. */
  name: string;
  sizeBytes: number;
  source: RowSource;
}

/**
 * Reads the folder's county files. Refused (ImportFileError, before any job exists): a folder without any, and one
 * that holds two files for the same county (two extracts of different dates: which one is meant is not for the
 * import to guess). Other files in the folder are left alone and named in `ignored`.
 */
export async function openCountyFolder(folder: string): Promise<CountyFolder & { ignored: string[] }> {
  const names = (await readdir(folder)).sort();
  const files: string[] = [];
  const counties: string[] = [];
  const ignored: string[] = [];
  for (const name of names) {
    const match = COUNTY_FILE.exec(name);
    if (!match) {
      ignored.push(name);
      continue;
    }
    const county = (match[1] as string).toUpperCase();
    const earlier = files[counties.indexOf(county)];
    if (earlier)
      throw new ImportFileError(
        'invalid-input',
        `The folder holds two files for the county ${county} (${path.basename(earlier)} and ${name}). Keep one extract per county and run the import again.`,
      );
    counties.push(county);
    files.push(path.join(folder, name));
  }
  if (files.length === 0)
    throw new ImportFileError(
      'invalid-input',
      `The folder holds no county voter files. Each must be named like ALA_20250107.txt (the county's code, an underscore, the extract's date).`,
    );
  let sizeBytes = 0;
  for (const file of files) sizeBytes += (await stat(file)).size;
  const sources = files.map((file) => openDelimited(file, '\t'));
  const name =
    files.length === 1
      ? path.basename(files[0] as string)
      : `${formatCount(files.length)} county files (${counties.join(', ')})`;
  return { counties, files, name, sizeBytes, source: concatenated(sources), ignored };
}

/** The sources' rows one after another, numbered on through them. */
function concatenated(sources: RowSource[]): RowSource {
  return {
    async countRows() {
      let total = 0;
      for (const source of sources) total += await source.countRows();
      return total;
    },
    async *rows(): AsyncGenerator<FileRow> {
      let before = 0;
      for (const source of sources) {
        let last = 0;
        for await (const row of source.rows()) {
          last = row.rowNumber;
          yield { ...row, rowNumber: before + row.rowNumber };
        }
        before += last;
      }
    },
  };
}
