import { describe, expect, it } from 'vitest';
import { cutTurfs, streetSide, turfsForDoors } from './cut-turfs.js';

/** Street sides as runs: `[['Oak odd', 10], ['Oak even', 12]]` is 10 doors then 12. */
const sides = (runs: [string, number][]) => runs.flatMap(([side, n]) => Array<string>(n).fill(side));
const sizes = (cuts: number[]) => cuts.slice(1).map((end, i) => end - (cuts[i] as number));

describe('cutTurfs', () => {
  it('cuts evenly where every door is its own side', () => {
    const doors = Array.from({ length: 100 }, (_, i) => `s${i}`);
    expect(sizes(cutTurfs(doors, 4))).toEqual([25, 25, 25, 25]);
    expect(sizes(cutTurfs(doors, 3)).sort()).toEqual([33, 33, 34]);
  });

  it('keeps street sides whole when the turfs stay near the even share', () => {
    // 120 doors, 2 turfs: an even cut (60) would split "Elm even"; its edge at 56 is 4 doors off.
    const cuts = cutTurfs(
      sides([
        ['Oak odd', 30],
        ['Oak even', 26],
        ['Elm odd', 34],
        ['Elm even', 30],
      ]),
      2,
    );
    expect(cuts).toEqual([0, 56, 120]);
  });

  it('cuts inside a street side longer than a turf, between doors, balanced', () => {
    const cuts = cutTurfs(sides([['Long odd', 300]]), 5);
    expect(sizes(cuts)).toEqual([60, 60, 60, 60, 60]);
  });

  it('cuts inside a side rather than make turfs far from even', () => {
    // Sides of 10 and 90 doors, 2 turfs: keeping them whole gives 10 and 90; cutting the 90 gives 50 and 50.
    expect(
      sizes(
        cutTurfs(
          sides([
            ['A', 10],
            ['B', 90],
          ]),
          2,
        ),
      ),
    ).toEqual([50, 50]);
  });

  it('gives every turf at least one door, up to one turf per door', () => {
    const doors = sides([['A', 3]]);
    expect(cutTurfs(doors, 3)).toEqual([0, 1, 2, 3]);
    expect(cutTurfs(doors, 1)).toEqual([0, 3]);
    expect(() => cutTurfs(doors, 4)).toThrow(RangeError);
  });

  it('is quick for a large list: 30,000 doors into 500 turfs and into 2', () => {
    const doors = Array.from({ length: 30_000 }, (_, i) => `street ${Math.floor(i / 37)} ${i % 2}`);
    const started = performance.now();
    expect(cutTurfs(doors, 500)).toHaveLength(501);
    expect(cutTurfs(doors, 2)).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('turfsForDoors', () => {
  it('makes enough turfs that none needs more than the doors asked', () => {
    expect(turfsForDoors(130, 60)).toBe(3);
    expect(turfsForDoors(120, 60)).toBe(2);
    expect(turfsForDoors(45, 60)).toBe(1);
  });
});

describe('streetSide', () => {
  it('is the street without the unit, the ZIP, and odd or even', () => {
    expect(streetSide('2661 lake ella dr apt 4|32303')).toBe('lake ella dr|32303|1');
    expect(streetSide('2663 lake ella dr|32303')).toBe('lake ella dr|32303|1');
    expect(streetSide('2662 lake ella dr|32303')).toBe('lake ella dr|32303|0');
    expect(streetSide('2662 lake ella dr|32308')).toBe('lake ella dr|32308|0');
    expect(streetSide('rural route|')).toBe('rural route||');
    expect(streetSide(null)).toBe('');
  });
});
