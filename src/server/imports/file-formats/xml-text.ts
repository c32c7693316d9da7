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

const TEXT_RUN = /<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g;
const PHONETIC = /<rPh\b[\s\S]*?<\/rPh>/g;

/** The visible text of a shared string or inline string: every <t> run joined, phonetic hints left out. */
export function richText(xml: string): string {
  const visible = xml.includes('<rPh') ? xml.replace(PHONETIC, '') : xml;
  let text = '';
  for (const match of visible.matchAll(TEXT_RUN)) text += match[1] ?? '';
  return decodeXmlText(text);
}

/** A1-style column letters to a zero-based index: A → 0, Z → 25, AA → 26. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + (letters.charCodeAt(i) - 64);
  return index - 1;
}
