/**
 * The text cut to at most `max` UTF-16 units, as the server counts, without splitting a character made of
 * two units (an emoji): half of one is not text, and the server refuses it.
 */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
