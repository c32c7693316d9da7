import { describe, expect, it } from 'vitest';
import { finishedStreetWord, startsWithDirection, unfinishedStreetWord } from './street-words.js';

const shortened = (typed: string) => unfinishedStreetWord(typed)?.shortened ?? null;

describe('unfinishedStreetWord', () => {
  it('writes an unfinished street word as the address key writes the whole word', () => {
    expect(shortened('Lake Ella Dri')).toBe('Lake Ella dr');
    expect(shortened('2661 Lake Ella Driv')).toBe('2661 Lake Ella dr');
    expect(shortened('12 Nor')).toBe('12 n');
    expect(shortened('1 Oak St Apar')).toBe('1 Oak St apt');
    expect(shortened('Monroe STRE')).toBe('Monroe st');
  });

  it('leaves a finished word, a short start, a short form already typed, and other words alone', () => {
    expect(shortened('Lake Ella Drive')).toBeNull();
    expect(shortened('Lake Ella Dri ')).toBeNull();
    expect(shortened('Lake Ella Dr')).toBeNull();
    expect(shortened('Elm Ave')).toBeNull();
    expect(shortened('Elm Co')).toBeNull();
    expect(shortened('Lake Ella')).toBeNull();
    expect(shortened('12Dri')).toBeNull();
    expect(shortened('2661')).toBeNull();
    expect(shortened('')).toBeNull();
  });

  it('says which reading sorts first in byte order', () => {
    expect(unfinishedStreetWord('Lake Ella Dri')?.shortSortsFirst).toBe(true);
    expect(unfinishedStreetWord('Old Bainbridge Roa')?.shortSortsFirst).toBe(true);
    expect(unfinishedStreetWord('1 Oak St Apa')?.shortSortsFirst).toBe(false);
  });
});

describe('finishedStreetWord', () => {
  it('reads a street word typed in full both short and whole', () => {
    expect(finishedStreetWord('Lake Ella Drive')).toEqual({
      shortened: 'Lake Ella dr',
      before: 'Lake Ella ',
      word: 'drive',
      shortSortsFirst: true,
    });
    expect(finishedStreetWord('North')).toEqual({
      shortened: 'n',
      before: '',
      word: 'north',
      shortSortsFirst: true,
    });
    expect(finishedStreetWord('40 Elm LANE')?.shortSortsFirst).toBe(false);
    expect(finishedStreetWord('Lake Ella Drive. ')?.shortened).toBe('Lake Ella dr');
  });

  it('leaves an unfinished word, a short form and other words alone', () => {
    expect(finishedStreetWord('Lake Ella Driv')).toBeNull();
    expect(finishedStreetWord('Lake Ella Dr')).toBeNull();
    expect(finishedStreetWord('Lake Ella Dr.')).toBeNull();
    expect(finishedStreetWord('Lake Ella Driveway')).toBeNull();
    expect(finishedStreetWord('12Drive')).toBeNull();
    expect(finishedStreetWord('')).toBeNull();
  });
});

describe('startsWithDirection', () => {
  it('sees a direction typed short, in full or on its way', () => {
    for (const typed of ['S Monroe', 'N', 'nw Capital', 'North Monroe', 'Nor', 'sou', 'Southwest', 'E. Park'])
      expect(startsWithDirection(typed), typed).toBe(true);
  });

  it('leaves a street that starts otherwise', () => {
    for (const typed of ['Monroe', 'Nancy Ln', 'Shamrock St', 'Seminole', 'Lake Ella', '', '12Dri'])
      expect(startsWithDirection(typed), typed).toBe(false);
  });
});
