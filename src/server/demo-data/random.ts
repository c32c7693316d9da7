/** A small seeded PRNG (mulberry32) and weighted choice: the same seed gives the same values on every machine. */

export interface WeightedTable<T> {
  readonly items: readonly T[];
  /** Running totals of the weights, divided by their sum. */
  readonly cumulative: Float64Array;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length);
  let sum = 0;
  entries.forEach(([, weight], i) => {
    sum += weight;
    cumulative[i] = sum;
  });
  if (!(sum > 0)) throw new Error('A weighted table needs a positive total weight');
  return { items: entries.map(([item]) => item), cumulative: cumulative.map((c) => c / sum) };
}

/** "James 3.32 1.6; Mary 2.63 0.5; …" → [{ name: 'James', weights: [3.32, 1.6] }, …]. */
export function parseWeights(list: string): { name: string; weights: number[] }[] {
  return list
    .split(/[;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.*?)((?:\s+[\d.]+)+)$/.exec(entry);
      if (!match?.[1]) throw new Error(`Bad weighted entry "${entry}"`);
      return { name: match[1], weights: (match[2] ?? '').trim().split(/\s+/).map(Number) };
    });
}

/** Mixes a seed and an index into a 32-bit PRNG seed, so each row can start its own sequence. */
export function mixSeed(seed: number, index: number) {
  let h = Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(index, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 13)) >>> 0;
}

export type Random = ReturnType<typeof seededRandom>;

export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A whole number from min to max, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const oneOf = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pick = <T>({ items, cumulative }: WeightedTable<T>): T => {
    const r = next();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 1) <= r) lo = mid + 1;
      else hi = mid;
    }
    return items[lo] as T;
  };
  return { next, int, chance, oneOf, pick };
}
