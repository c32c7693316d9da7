/** The rows an import skipped, as a CSV a spreadsheet opens (values that look like formulas are defused). */
import type { RowProblem } from '../../../../common/schemas/imports.js';

const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function rowProblemsCsv(problems: RowProblem[]) {
  return ['Row,Reason', ...problems.map((p) => `${p.row},${cell(p.message)}`)].join('\r\n');
}
