/**
 * Finding tags and attributes in the small XML parts of a workbook (workbook.xml, its relationships) by
 * hand: every search starts past the previous find, so a crafted part costs time in proportion to its
 * length. The regular expressions used before backtracked over a part full of unclosed tags (quadratic).
 */

const isTagBoundary = (code: number) =>
  code === 32 || code === 9 || code === 10 || code === 13 || code === 47 || code === 62;

/** Each opening (or self-closed) `<name …>` tag of the XML, as the text from `<` to `>`. */
export function* tagsOf(xml: string, name: string): Generator<string> {
  const open = `<${name}`;
  let at = 0;
  for (;;) {
    const start = xml.indexOf(open, at);
    if (start < 0) return;
    if (!isTagBoundary(xml.charCodeAt(start + open.length))) {
      at = start + open.length;
      continue;
    }
    const end = xml.indexOf('>', start);
    if (end < 0) return;
    yield xml.slice(start, end + 1);
    at = end + 1;
  }
}

/** The value of attribute `name` in one tag's text (`name="…"` after whitespace), or undefined. */
export function attributeOf(tag: string, name: string): string | undefined {
  const key = `${name}="`;
  for (let at = tag.indexOf(key); at >= 0; at = tag.indexOf(key, at + key.length)) {
    const before = tag.charCodeAt(at - 1);
    if (before !== 32 && before !== 9 && before !== 10 && before !== 13) continue;
    const start = at + key.length;
    const end = tag.indexOf('"', start);
    return end < 0 ? undefined : tag.slice(start, end);
  }
  return undefined;
}
