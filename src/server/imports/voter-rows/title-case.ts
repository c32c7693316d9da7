/**
 * Names the county sends in capitals become title case: each word, and each part after a hyphen or an
 * apostrophe, starts with a capital ("O'BRIEN" → "O'Brien", "SMITH-JONES" → "Smith-Jones"), and "Mc"
 * is followed by a capital ("MCDONALD" → "McDonald"). Names that already hold a lower-case letter are
 * left as the file has them; "Mac" is not treated like "Mc" because Mack and Macy would break.
 */
export function titleCaseName(name: string): string {
  if (name !== name.toUpperCase() || name === name.toLowerCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s\-'’.])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(
      /(^|[\s-])Mc(\p{L})/gu,
      (_, before: string, letter: string) => `${before}Mc${letter.toUpperCase()}`,
    );
}
