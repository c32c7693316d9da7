/**
 * Where to cut a walk list's doors into turfs (issue 35): each turf a run of doors in walking order, so a
 * household is never split, with as close to the same number of doors as can be while keeping each side of a
 * street (its odd or its even house numbers) in one turf. A side longer than a turf is cut between two doors.
 *
 * The cuts minimise, over the turfs, the square of each turf's distance from the even share of doors, plus a
 * penalty for each cut inside a street side equal to being a quarter of a turf off (decision 0309,
 * docs/decisions/0309-turf-cut-keeps-street-sides.md). Each cut is looked for near its even place only (half a
 * turf either way, at most WINDOW_MAX doors), so the search is about `turfs × window²` steps, never `doors²`.
 */

/** How far from its even place a cut may move, in doors, at most. */
const WINDOW_MAX = 250;

/**
 * `sides[i]` is the street side of door i, in walking order. Returns where each turf starts, as door indexes,
 * and the door count at the end: `[0, c1, …, c(turfs-1), doors]`. Needs 1 <= turfs <= doors.
 */
export function cutTurfs(sides: readonly string[], turfs: number): number[] {
  const doors = sides.length;
  if (!Number.isInteger(turfs) || turfs < 1 || turfs > doors)
    throw new RangeError(`cannot cut ${doors} doors into ${turfs} turfs`);
  const share = doors / turfs;
  const slack = Math.min(Math.ceil(share / 2), WINDOW_MAX);
  const penalty = (share / 4) ** 2;
  const insideSide = (at: number) => (sides[at] === sides[at - 1] ? penalty : 0);
  const candidatesOf = (k: number) => {
    if (k === 0) return [0];
    if (k === turfs) return [doors];
    const even = Math.round(k * share);
    const from = Math.max(1, even - slack);
    const to = Math.min(doors - 1, even + slack);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  };

  // best[k][j]: the least cost of cutting the doors before candidate j of cut k into k turfs.
  let previous = candidatesOf(0);
  let previousCost = [0];
  const choices: { at: number[]; from: number[] }[] = [];
  for (let k = 1; k <= turfs; k++) {
    const at = candidatesOf(k);
    const cost = new Array<number>(at.length).fill(Number.POSITIVE_INFINITY);
    const from = new Array<number>(at.length).fill(-1);
    for (let j = 0; j < at.length; j++) {
      const end = at[j] as number;
      const cutCost = k === turfs ? 0 : insideSide(end);
      for (let i = 0; i < previous.length; i++) {
        const start = previous[i] as number;
        if (start >= end) break;
        const total = (previousCost[i] as number) + (end - start - share) ** 2 + cutCost;
        if (total < (cost[j] as number)) {
          cost[j] = total;
          from[j] = i;
        }
      }
    }
    choices.push({ at, from });
    previous = at;
    previousCost = cost;
  }

  // Back from the end: every step has a way back, since the even places themselves always fit.
  const cuts = [doors];
  let j = 0;
  for (let k = turfs - 1; k >= 0; k--) {
    const step = choices[k] as { at: number[]; from: number[] };
    j = step.from[j] as number;
    cuts.push(k === 0 ? 0 : ((choices[k - 1] as { at: number[] }).at[j] as number));
  }
  return cuts.reverse();
}

/** How many turfs "about N doors each" makes: enough that none needs more than N. */
export const turfsForDoors = (doors: number, doorsPerTurf: number) => Math.ceil(doors / doorsPerTurf);

/**
 * The street side of a walk list's household key ("2661 lake ella dr apt 4|32303", list-members.ts): the street
 * without the unit, the ZIP and whether the house number is odd or even. Read from the key, so a cut reads the
 * list's members alone, not their contacts. A voter without an address (null) is on no street.
 */
export function streetSide(household: string | null): string {
  if (household === null) return '';
  const bar = household.lastIndexOf('|');
  const address = bar < 0 ? household : household.slice(0, bar);
  const zip = bar < 0 ? '' : household.slice(bar + 1);
  const numbered = /^([0-9]{1,9}) (.*)$/.exec(address);
  const street = (numbered ? (numbered[2] as string) : address).replace(/ apt( .*)?$/, '');
  return `${street}|${zip}|${numbered ? Number(numbered[1]) % 2 : ''}`;
}
