/**
 * Where the synthetic voters live: Tallahassee (Leon County, FL). Streets by ZIP code, with the share of
 * voters in each ZIP, and a fixed table of precincts so a street, its precinct and its districts agree.
 */
import { type Random, seededRandom, weightedTable } from './random.js';

export const COUNTY_CODE = 'LEO';
export const CITY = 'TALLAHASSEE';
export const STATE = 'FL';
export const AREA_CODE = '850';
export const CONGRESSIONAL_DISTRICT = '2';
export const SENATE_DISTRICT = '3';

/** `ZIP share: streets`. */
const STREETS_BY_ZIP = `
32301 12: E Park Ave, E Jefferson St, E Lafayette St, S Monroe St, Magnolia Dr, S Adams St, Gaines St, Seminole Dr
32303 16: N Monroe St, Lake Ella Dr, N Meridian Rd, Tharpe St, John Knox Rd, Old Bainbridge Rd, Capital Cir NW, Glenview Dr
32304 13: W Tennessee St, W Pensacola St, N Ocala Rd, Jackson Bluff Rd, W Call St, Stadium Dr, High Rd, Mission Rd
32305 6: Crawfordville Rd, Woodville Hwy, Paul Russell Rd, Capital Cir SE, Tram Rd, Ross Rd
32308 10: Centerville Rd, Miccosukee Rd, Mahan Dr, Capital Cir NE, E Tennessee St, Hermitage Blvd, Betton Rd, Fleischmann Rd
32309 12: Kerry Forest Pkwy, Killarney Way, Thomasville Rd, Velda Dairy Rd, Shamrock St, Chiles Rd, Roberts Rd
32310 7: W Orange Ave, Lake Bradford Rd, Capital Cir SW, Springhill Rd, Levy Ave, Appleyard Dr
32311 8: Apalachee Pkwy, Blair Stone Rd, Southwood Plantation Rd, Four Oaks Blvd, Old St Augustine Rd, Conner Blvd
32312 12: Timberlane Rd, Bannerman Rd, Ox Bottom Rd, Live Oak Plantation Rd, Maclay Rd, Lakeshore Dr, Meridian Rd
32317 4: Buck Lake Rd, Chaires Cross Rd, Weems Rd, Pedrick Rd, Mahan Dr`;

export interface Neighborhood {
  zip: string;
  streets: string[];
}

const NEIGHBORHOODS = STREETS_BY_ZIP.trim()
  .split('\n')
  .map((line) => {
    const [head = '', list = ''] = line.split(':');
    const [zip = '', share = '0'] = head.trim().split(/\s+/);
    return [{ zip, streets: list.split(',').map((s) => s.trim()) }, Number(share)] as const;
  });

export interface Precinct {
  number: string;
  zip: string;
  /** Streets of the precinct, each with the block of house numbers that lies in it. */
  blocks: { street: string; from: number }[];
  splits: number;
  house: string;
  commission: string;
  schoolBoard: string;
}

/** State House districts of Leon County, by County Commission district. */
const HOUSE_BY_COMMISSION: Record<string, readonly (readonly [string, number])[]> = {
  '1': [['8', 1]],
  '2': [
    ['8', 3],
    ['9', 1],
  ],
  '3': [['9', 1]],
  '4': [['9', 1]],
  '5': [
    ['7', 2],
    ['8', 1],
  ],
};

/** The same for every seed: precinct 1203 always lies in the same ZIP and districts. */
function buildPrecincts(r: Random): Precinct[] {
  const zips = weightedTable(NEIGHBORHOODS);
  const precincts: Precinct[] = [];
  for (let commission = 1; commission <= 5; commission++) {
    for (let k = 1; k <= 18; k++) {
      const { zip, streets } = r.pick(zips);
      const blocks = Array.from({ length: 3 }, () => ({
        street: r.oneOf(streets),
        from: r.int(1, 90) * 100,
      }));
      precincts.push({
        number: `${commission <= 2 ? 1 : 2}${commission}${String(k).padStart(2, '0')}`,
        zip,
        blocks,
        splits: r.int(1, 3),
        house: r.pick(weightedTable(HOUSE_BY_COMMISSION[String(commission)] ?? [['8', 1]])),
        commission: String(commission),
        schoolBoard: String(commission),
      });
    }
  }
  return precincts;
}

export const PRECINCTS = buildPrecincts(seededRandom(2026));

/** Precincts differ in size: some hold three times as many voters as others. */
export const PRECINCT_TABLE = weightedTable(PRECINCTS.map((p, i) => [p, 1 + ((i * 7) % 3)] as const));

/** Mailing addresses away from home: post office boxes in town, or students' and snowbirds' homes. */
export const PO_BOX_ZIPS = ['32302', '32313', '32314', '32315', '32316', '32317'];
export const AWAY_ADDRESSES = [
  ['Peachtree St NE', 'ATLANTA', 'GA', '30303'],
  ['Riverside Ave', 'JACKSONVILLE', 'FL', '32202'],
  ['W University Ave', 'GAINESVILLE', 'FL', '32601'],
  ['E Colonial Dr', 'ORLANDO', 'FL', '32801'],
  ['Brickell Ave', 'MIAMI', 'FL', '33130'],
  ['Massachusetts Ave NW', 'WASHINGTON', 'DC', '20001'],
  ['N Tryon St', 'CHARLOTTE', 'NC', '28202'],
] as const;
