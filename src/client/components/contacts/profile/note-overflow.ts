import { cutToLength } from '../../../lib/cut-to-length';

/**
 * What of a note does not fit: the part past the limit, as the person would lose it, and how many characters
 * over it is. Null when it fits. Nothing is cut on screen: the person sees this and shortens the note themselves.
 */
export function noteOverflow(text: string, max: number): { over: number; dropped: string } | null {
  if (text.length <= max) return null;
  const kept = cutToLength(text, max);
  return { over: text.length - max, dropped: text.slice(kept.length) };
}
