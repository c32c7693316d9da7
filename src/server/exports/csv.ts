/** CSV cells that are safe to open in a spreadsheet. */

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Quotes a value for CSV and neutralises formula injection: a cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (values: unknown[]) => `${values.map(csvCell).join(',')}\r\n`;

/** UTF-8 byte order mark, so Excel shows accented names correctly. */
export const UTF8_BOM = '\uFEFF';
