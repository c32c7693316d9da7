/** One row of the file, through the column mapping, to a voter, or the reason it is skipped. */
import { formatCount } from '../../../common/format.js';
import { blankFloridaRow } from '../file-formats/florida-layout.js';
import type { FileRow } from '../file-formats/row-source.js';
import type { ColumnMapping } from './column-mapping.js';
import { fileHasNames, gapsOf } from './file-gaps.js';
import { isExempt, type MappedVoter, mapVoterRow } from './map-voter-row.js';

/** No field of a voter record comes near this; a longer value means a broken row. */
export const MAX_FIELD_LENGTH = 1_000;

export type RowOutcome = { voter: MappedVoter } | { error: string } | { blank: true };

export function fileRowToVoter(row: FileRow, mapping: ColumnMapping, now: Date): RowOutcome {
  const florida = blankFloridaRow();
  let anything = false;
  for (let i = 0; i < row.cells.length; i++) {
    const column = mapping.columns[i];
    const value = row.cells[i] ?? '';
    if (value.trim() !== '') anything = true;
    if (!column) continue;
    if (value.length > MAX_FIELD_LENGTH)
      return {
        error: `${column} is ${formatCount(value.length)} characters long; a voter record field holds at most ${formatCount(MAX_FIELD_LENGTH)}`,
      };
    florida[column] = value;
  }
  if (!anything) return { blank: true };
  const voter = mapVoterRow(florida, now);
  if (!voter.contact.systemId) return { error: 'No voter ID' };
  // Every voter in a county file has a last name; a row without any name is a spreadsheet's "Total" or a
  // note, and would otherwise become a voter named after its number (PRODUCT.md, Import and refresh). A file
  // with no name column at all (a list of party changes) names nobody: its voters keep their stored names.
  if (fileHasNames(mapping) && !voter.contact.firstName && !voter.contact.lastName)
    return { error: 'No name' };
  const gaps = gapsOf(mapping, isExempt(florida));
  return { voter: gaps ? { ...voter, gaps } : voter };
}
