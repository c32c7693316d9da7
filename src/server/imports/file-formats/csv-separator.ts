/**
 * The separator of a delimited file, read from its header line: Excel writes commas, or semicolons where the
 * decimal mark is a comma (most of Europe and Latin America); the Florida extract uses tabs.
 */
export type Separator = ',' | ';' | '\t';

/** The separator the line uses most, not counting those inside double quotes; a comma when it has none. */
export function separatorOf(line: string): Separator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char]++;
  }
  if (counts['\t'] > 0 && counts['\t'] >= counts[','] && counts['\t'] >= counts[';']) return '\t';
  return counts[';'] > counts[','] ? ';' : ',';
}
