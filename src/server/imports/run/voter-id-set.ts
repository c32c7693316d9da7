/**
 * The voter ids an import has read, kept until it ends (duplicates; a full refresh's deactivation). County ids
 * are digits ("100234567"): kept as numbers they cost a third of the memory of strings (about 20 MB instead of
 * 55 MB at a million: decision 0283, docs/decisions/0283-voter-ids-kept-as-numbers.md), and the heap Node.js
 * allows itself grows with what the app holds.
 * An id is kept as a number only when the number writes back as the same text, so "0123" and "123" stay two ids.
 */
export class VoterIdSet {
  private readonly numeric = new Set<number>();
  private readonly other = new Set<string>();

  has(id: string): boolean {
    const n = asNumber(id);
    return n === undefined ? this.other.has(id) : this.numeric.has(n);
  }

  add(id: string): void {
    const n = asNumber(id);
    if (n === undefined) this.other.add(id);
    else this.numeric.add(n);
  }

  get size(): number {
    return this.numeric.size + this.other.size;
  }

  /** Every id, as the text it was read as. */
  toArray(): string[] {
    const ids = Array.from(this.numeric, String);
    for (const id of this.other) ids.push(id);
    return ids;
  }
}

function asNumber(id: string): number | undefined {
  const code = id.charCodeAt(0);
  // Quick refusal of ids that cannot be a canonical number (letters, a leading zero, a sign, a space).
  if (!(code >= 49 && code <= 57) || id.length > 15) return undefined;
  const n = Number(id);
  return Number.isSafeInteger(n) && String(n) === id ? n : undefined;
}
