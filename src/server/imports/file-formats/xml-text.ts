/** Decoding of the text found between tags of SpreadsheetML (the XML inside .xlsx files). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML entities, then Excel's own _xHHHH_ escapes for control characters. */
export function decodeXmlText(raw: string): string {
  let text = raw;
  if (text.includes('&')) {
    text = text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (match, name: string) => {
      if (name[0] !== '#') return NAMED[name] ?? match;
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
  }
  if (text.includes('_x')) {
    text = text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return text;
}

const startsTag = (xml: string, at: number, name: string) => {
  if (!xml.startsWith(name, at)) return false;
  const next = xml.charCodeAt(at + name.length);
  return next === 62 || next === 47 || next === 32 || next === 9 || next === 10 || next === 13;
};

/**
 * The visible text of a shared string or inline string: every <t> run joined, phonetic hints (<rPh>) left
 * out. Scanned by hand, each search starting past the last: a regular expression backtracked over a
 * string full of unclosed runs (quadratic).
 */
export function richText(xml: string): string {
  let text = '';
  let at = 0;
  for (;;) {
    const lt = xml.indexOf('<', at);
    if (lt < 0) break;
    if (startsTag(xml, lt, '<rPh')) {
      const end = xml.indexOf('</rPh>', lt);
      if (end < 0) break;
      at = end + 6;
    } else if (startsTag(xml, lt, '<t')) {
      const gt = xml.indexOf('>', lt);
      if (gt < 0) break;
      if (xml.charCodeAt(gt - 1) === 47) {
        at = gt + 1;
        continue;
      }
      const end = xml.indexOf('</t>', gt);
      if (end < 0) break;
      text += xml.slice(gt + 1, end);
      at = end + 4;
    } else at = lt + 1;
  }
  return decodeXmlText(text);
}

/** A1-style column letters to a zero-based index: A → 0, Z → 25, AA → 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + (letters.charCodeAt(i) - 64);
  return index - 1;
}
