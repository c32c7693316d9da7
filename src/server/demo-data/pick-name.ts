/** Chooses a voter's names from the weighted lists, by sex, origin (Florida race code) and birth year. */
import {
  ASIAN_FEMALE_FIRST,
  ASIAN_MALE_FIRST,
  FEMALE_FIRST,
  FEMALE_MIDDLE,
  HISPANIC_FEMALE_FIRST,
  HISPANIC_MALE_FIRST,
  MALE_FIRST,
  MALE_MIDDLE,
} from './first-names.js';
import { ASIAN_LAST, COMMON_LAST, HISPANIC_LAST, RARE_LAST_ENDINGS, RARE_LAST_ROOTS } from './last-names.js';
import { parseWeights, type Random, weightedTable } from './random.js';

export type Sex = 'M' | 'F';

export interface VoterName {
  first: string;
  middle: string;
  last: string;
  suffix: string;
}

/** First names given mostly before 1980 (Linda, Dorothy) differ from those given after (Ashley, Tyler). */
const COHORT_YEAR = 1980;

const table = (list: string, column = 0) =>
  weightedTable(parseWeights(list).map(({ name, weights }) => [name, weights[column] ?? 0] as const));

const bySex = (male: string, female: string, column = 0) => ({
  M: table(male, column),
  F: table(female, column),
});

const FIRST_OLDER = bySex(MALE_FIRST, FEMALE_FIRST, 0);
const FIRST_YOUNGER = bySex(MALE_FIRST, FEMALE_FIRST, 1);
const FIRST_HISPANIC = bySex(HISPANIC_MALE_FIRST, HISPANIC_FEMALE_FIRST);
const FIRST_ASIAN = bySex(ASIAN_MALE_FIRST, ASIAN_FEMALE_FIRST);
const MIDDLE = bySex(MALE_MIDDLE, FEMALE_MIDDLE);

/**
 * Listed surnames at their census frequency; null stands for everyone with a rarer one. Only 60% of the
 * people outside the list get a made-up rare surname, so familiar names dominate a demo as they do in the
 * South (Smith and Johnson near 1%).
 */
const commonEntries = parseWeights(COMMON_LAST).map(({ name, weights }) => [name, weights[0] ?? 0] as const);
const listedShare = commonEntries.reduce((sum, [, weight]) => sum + weight, 0);
const LAST_COMMON = weightedTable<string | null>([...commonEntries, [null, (100_000 - listedShare) * 0.6]]);
const LAST_HISPANIC = table(HISPANIC_LAST);
const LAST_ASIAN = table(ASIAN_LAST);

const SUFFIXES = weightedTable([
  ['', 950],
  ['JR', 30],
  ['SR', 10],
  ['II', 4],
  ['III', 5],
  ['IV', 1],
] as const);

const HISPANIC = '4';
const ASIAN = '2';

function firstNameTable(r: Random, sex: Sex, race: string, birthYear: number) {
  if (race === HISPANIC && r.chance(0.75)) return FIRST_HISPANIC[sex];
  if (race === ASIAN && r.chance(0.35)) return FIRST_ASIAN[sex];
  return birthYear < COHORT_YEAR ? FIRST_OLDER[sex] : FIRST_YOUNGER[sex];
}

function lastName(r: Random, race: string): string {
  if (race === HISPANIC && r.chance(0.9)) return r.pick(LAST_HISPANIC);
  if (race === ASIAN && r.chance(0.85)) return r.pick(LAST_ASIAN);
  return r.pick(LAST_COMMON) ?? `${r.oneOf(RARE_LAST_ROOTS)}${r.oneOf(RARE_LAST_ENDINGS)}`;
}

export function pickName(r: Random, sex: Sex, race: string, birthYear: number): VoterName {
  const firstTable = firstNameTable(r, sex, race, birthYear);
  const first = r.pick(firstTable);
  let middle = '';
  if (r.chance(0.72)) middle = r.pick(r.chance(0.4) ? MIDDLE[sex] : firstTable);
  if (middle === first) middle = '';
  let last = lastName(r, race);
  // Double surnames: common among Hispanic voters, and some married women join theirs with a hyphen.
  const hyphenated = race === HISPANIC ? 0.08 : sex === 'F' ? 0.02 : 0.002;
  if (!last.includes('-') && r.chance(hyphenated)) {
    const second = lastName(r, race);
    if (second !== last && !second.includes('-')) last = `${last}-${second}`;
  }
  return { first, middle, last, suffix: sex === 'M' ? r.pick(SUFFIXES) : '' };
}
