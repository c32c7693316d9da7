/**
 * A draft carried over someone else's save: each field the person left as it was takes the newly saved
 * value; each field they changed keeps what they typed. A draft is a text (notes) or a flat record of values.
 */
export function rebaseDraft<T>(draft: T, startedFrom: T, saved: T): T {
  if (typeof draft !== 'object' || draft === null) return draft === startedFrom ? saved : draft;
  const rebased = { ...draft } as Record<string, unknown>;
  const before = startedFrom as Record<string, unknown>;
  const now = saved as Record<string, unknown>;
  for (const key of Object.keys(rebased)) if (rebased[key] === before[key]) rebased[key] = now[key];
  return rebased as T;
}

/** Whether two drafts hold the same values. */
export const sameDraft = <T>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);
