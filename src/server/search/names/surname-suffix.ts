/**
 * A name suffix typed after the surname in the last-name field ("Aldhurst Jr", "Aldhurst, Jr."): the voter file
 * keeps it in its own column, so the surname alone is searched and the suffix must match that column
 * (PRODUCT.md, Search).
 */
const TRAILING_SUFFIX = /^(.*[^\s,])[\s,]+(jr|sr|ii|iii|iv)\.?$/i;

export interface SurnameAndSuffix {
  surname: string;
  /** The suffix in capitals without a period ("JR", "III"), or null when none was typed. */
  suffix: string | null;
}

export function surnameAndSuffix(typed: string): SurnameAndSuffix {
  const match = TRAILING_SUFFIX.exec(typed.trim());
  if (!match) return { surname: typed.trim(), suffix: null };
  return { surname: match[1] ?? '', suffix: (match[2] ?? '').toUpperCase() };
}
