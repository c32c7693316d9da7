/**
 * Deterministic synthetic voters in the Florida voter-extract layout, for demos, tests and benchmarks.
 * The same seed (and "today") always yields the same voters; nothing here is a real person.
 */
import type { FloridaVoterRow } from '../imports/file-formats/florida-layout.js';
import { type CalendarDay, dayNumber, formatUsDate, yearsBefore } from './calendar.js';
import { emailFor } from './email.js';
import { pickName, type Sex } from './pick-name.js';
import { mixSeed, type Random, seededRandom, weightedTable } from './random.js';
import * as city from './tallahassee.js';

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** "Today", for ages (its local calendar date); fixed in tests. */
  today?: Date;
  /** Index of the first voter, so a file can be generated in parts with the same voters. */
  offset?: number;
}

/** Voter IDs stay unique up to this many voters per seed. */
export const MAX_VOTERS = 10_000_000;

const ID_BASE = 100_000_000;
const ID_SPAN = 900_000_000;
/** Coprime with ID_SPAN, so index -> index * ID_STEP mod ID_SPAN never repeats, and ids look scattered. */
const ID_STEP = 617_283_947;

/** A unique 9-digit voter ID for each index of a seed. */
export function voterIdFor(index: number, seed: number) {
  return String(ID_BASE + ((index * ID_STEP + mixSeed(seed, -1)) % ID_SPAN));
}

const PARTIES = weightedTable([
  ['DEM', 38],
  ['REP', 30],
  ['NPA', 25],
  ['IND', 2.8],
  ['LPF', 1.4],
  ['GRE', 0.8],
  ['CSV', 0.5],
  ['NLP', 0.3],
  ['CPF', 0.7],
  ['CPP', 0.5],
] as const);
/** Florida race codes: 5 White, 3 Black, 4 Hispanic, 2 Asian, 6 Other, 7 Multi-racial, 9 Unknown, 1 Native. */
const RACES = weightedTable([
  ['5', 56],
  ['3', 31],
  ['4', 6.5],
  ['2', 2.8],
  ['6', 1.2],
  ['7', 1],
  ['9', 1.3],
  ['1', 0.2],
] as const);
const GENDERS = weightedTable([
  ['F', 53],
  ['M', 45],
  ['U', 2],
] as const);
/** Age brackets of a college town's voters: [youngest, oldest], share. */
const AGES = weightedTable([
  [[18, 24], 17],
  [[25, 34], 19],
  [[35, 44], 14],
  [[45, 54], 13],
  [[55, 64], 14],
  [[65, 74], 13],
  [[75, 84], 7],
  [[85, 100], 3],
] as const);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function* generateVoters({
  count,
  seed = 1,
  today = new Date(),
  offset = 0,
}: GenerateOptions): Generator<FloridaVoterRow> {
  if (offset + count > MAX_VOTERS) throw new RangeError(`At most ${MAX_VOTERS} voters per seed`);
  const now: CalendarDay = [today.getFullYear(), today.getMonth(), today.getDate()];
  const todayDay = dayNumber(now);
  for (let i = offset; i < offset + count; i++) {
    const r = seededRandom(mixSeed(seed, i));
    const gender = r.pick(GENDERS);
    const sex: Sex = gender === 'U' ? (r.chance(0.5) ? 'M' : 'F') : gender;
    const race = r.pick(RACES);
    const [youngest, oldest] = r.pick(AGES);
    const age = r.int(youngest, oldest);
    // Born after the day they would have turned age + 1, and on or before the day they turned age.
    const latest = dayNumber(yearsBefore(now, age));
    const birthDay = latest - r.int(0, latest - dayNumber(yearsBefore(now, age + 1)) - 1);
    const birth = new Date(birthDay * 86_400_000);
    const birthYear = birth.getUTCFullYear();
    const adultDay = dayNumber([birthYear + 18, birth.getUTCMonth(), birth.getUTCDate()]);
    const sinceAdult = Math.max(0, todayDay - adultDay);
    const registeredDay = adultDay + r.int(0, r.chance(0.45) ? Math.min(sinceAdult, 4 * 365) : sinceAdult);
    const name = pickName(r, sex, race, birthYear);
    const precinct = r.pick(city.PRECINCT_TABLE);
    const block = r.oneOf(precinct.blocks);
    const unit = r.chance(0.18)
      ? `${r.oneOf(['APT', 'APT', 'UNIT'])} ${r.int(1, 3)}${pad(r.int(1, 24), 2)}`
      : '';
    const zip = r.chance(0.2) ? `${precinct.zip}-${pad(r.int(1000, 9999), 4)}` : precinct.zip;
    const mailing: Mailing = r.chance(0.05) ? mailingAddress(r) : ['', '', '', ''];
    const hasPhone = r.chance(0.3);
    const hasEmail = r.chance(0.1);
    yield {
      'County Code': city.COUNTY_CODE,
      'Voter ID': voterIdFor(i, seed),
      'Name Last': name.last,
      'Name Suffix': name.suffix,
      'Name First': name.first,
      'Name Middle': name.middle,
      'Requested public records exemption': 'N',
      'Residence Address Line 1': `${block.from + r.int(1, 99)} ${block.street}`,
      'Residence Address Line 2': unit,
      'Residence City (USPS)': city.CITY,
      'Residence State': city.STATE,
      'Residence Zipcode': zip,
      'Mailing Address Line 1': mailing[0],
      'Mailing Address Line 2': '',
      'Mailing Address Line 3': '',
      'Mailing City': mailing[1],
      'Mailing State': mailing[2],
      'Mailing Zipcode': mailing[3],
      'Mailing Country': '',
      Gender: gender,
      Race: race,
      'Birth Date': formatUsDate(birthDay),
      'Registration Date': formatUsDate(registeredDay),
      'Party Affiliation': r.pick(PARTIES),
      Precinct: precinct.number,
      'Precinct Group': '',
      'Precinct Split': `${precinct.number}.${r.int(1, precinct.splits)}`,
      'Precinct Suffix': '',
      'Voter Status': r.chance(0.91) ? 'ACT' : 'INA',
      'Congressional District': city.CONGRESSIONAL_DISTRICT,
      'House District': precinct.house,
      'Senate District': city.SENATE_DISTRICT,
      'County Commission District': precinct.commission,
      'School Board District': precinct.schoolBoard,
      'Daytime Area Code': hasPhone ? city.AREA_CODE : '',
      'Daytime Phone Number': hasPhone ? `${r.int(2, 9)}${pad(r.int(0, 999_999), 6)}` : '',
      'Daytime Phone Extension': '',
      'Email Address': hasEmail ? emailFor(r, name, birthYear) : '',
    };
  }
}

/** Line 1, city, state, ZIP. */
type Mailing = [string, string, string, string];

function mailingAddress(r: Random): Mailing {
  if (r.chance(0.7)) return [`PO BOX ${r.int(1, 20_000)}`, city.CITY, city.STATE, r.oneOf(city.PO_BOX_ZIPS)];
  const [street, town, state, zip] = r.oneOf(city.AWAY_ADDRESSES);
  return [`${r.int(100, 9999)} ${street}`, town, state, zip];
}
