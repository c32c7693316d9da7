/** Pieces of the hand-written SQL the search benchmarks compare the service with. */

/** A text as an SQL string literal. */
export const quote = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** `key` starts with the folded `value` (the range the name and street indexes are read by). */
export const prefixRange = (key: string, value: string, fold = 'gw_fold') =>
  `(${key} >= ${fold}(${quote(value)}) AND ${key} < ${fold}(${quote(value)}) || chr(1114111))`;
