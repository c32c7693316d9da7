/**
 * Whether the text is a day of the calendar written YYYY-MM-DD. `Date.parse` alone is not enough: V8 reads
 * 2026-02-30 as March 2, and the database then refuses it as out of range with no word of which field.
 */
export function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
