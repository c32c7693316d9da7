import { describe, expect, it } from 'vitest';
import { PARTY_CODES } from '../../common/constants.js';
import { ageFrom } from '../../common/format.js';
import { FLORIDA_COLUMNS, type FloridaVoterRow } from '../imports/file-formats/florida-layout.js';
import { mapVoterRow } from '../imports/voter-rows/map-voter-row.js';
import { generateVoters } from './generate-voters.js';

const today = new Date(2026, 10, 22);
const take = (count: number, seed = 1, at = today) => [...generateVoters({ count, seed, today: at })];
const voters = take(10_000);
const share = (predicate: (v: FloridaVoterRow) => boolean) => voters.filter(predicate).length / voters.length;

describe('generateVoters', () => {
  it('is deterministic: the same seed gives the same voters, another seed others', () => {
    expect(take(100)).toEqual(voters.slice(0, 100));
    const other = take(100, 2);
    expect(other).not.toEqual(voters.slice(0, 100));
    const ids = new Set(voters.map((v) => v['Voter ID']));
    expect(other.filter((v) => ids.has(v['Voter ID']))).toEqual([]);
  });

  it('can be generated in parts', () => {
    expect([...generateVoters({ count: 50, offset: 50, today })]).toEqual(voters.slice(50, 100));
  });

  it('fills the 38 Florida columns in order', () => {
    expect(FLORIDA_COLUMNS).toHaveLength(38);
    for (const voter of voters.slice(0, 100)) expect(Object.keys(voter)).toEqual([...FLORIDA_COLUMNS]);
  });

  it('gives every voter a unique 9-digit id', () => {
    expect(new Set(voters.map((v) => v['Voter ID'])).size).toBe(voters.length);
    expect(voters.every((v) => /^[1-9]\d{8}$/.test(v['Voter ID']))).toBe(true);
  });

  it('has the party, status, phone and email shares of a Florida city', () => {
    expect(share((v) => v['Party Affiliation'] === 'DEM')).toBeGreaterThan(0.33);
    expect(share((v) => v['Party Affiliation'] === 'DEM')).toBeLessThan(0.43);
    expect(share((v) => v['Party Affiliation'] === 'REP')).toBeGreaterThan(0.25);
    expect(share((v) => v['Party Affiliation'] === 'REP')).toBeLessThan(0.35);
    expect(share((v) => v['Party Affiliation'] === 'NPA')).toBeGreaterThan(0.2);
    expect(share((v) => v['Party Affiliation'] === 'NPA')).toBeLessThan(0.3);
    expect(new Set(voters.map((v) => v['Party Affiliation']))).toEqual(new Set(PARTY_CODES));
    expect(share((v) => v['Voter Status'] === 'ACT')).toBeGreaterThan(0.85);
    expect(share((v) => v['Voter Status'] === 'INA')).toBeGreaterThan(0.05);
    expect(share((v) => v['Daytime Phone Number'] !== '')).toBeGreaterThan(0.26);
    expect(share((v) => v['Daytime Phone Number'] !== '')).toBeLessThan(0.34);
    expect(share((v) => v['Email Address'] !== '')).toBeGreaterThan(0.07);
    expect(share((v) => v['Email Address'] !== '')).toBeLessThan(0.13);
  });

  it('writes public phones and emails in the shape of the file', () => {
    for (const v of voters.filter((v) => v['Daytime Phone Number'])) {
      expect(v['Daytime Area Code']).toBe('850');
      expect(v['Daytime Phone Number']).toMatch(/^[2-9]\d{6}$/);
    }
    for (const v of voters.filter((v) => v['Email Address']))
      expect(v['Email Address']).toMatch(/^[a-z0-9._]+@[a-z]+\.[a-z]+$/);
  });

  it('uses realistic names: common ones often, with accents, apostrophes and hyphens', () => {
    expect(share((v) => v['Name Last'] === 'Smith')).toBeGreaterThan(0.005);
    expect(share((v) => v['Name Last'] === 'Smith')).toBeLessThan(0.02);
    expect(share((v) => v['Name Last'].startsWith('Sm'))).toBeLessThan(0.03);
    expect(new Set(voters.map((v) => v['Name Last'])).size).toBeGreaterThan(1_000);
    expect(
      share((v) => /[^\p{ASCII}]/u.test(v['Name First'] + v['Name Middle'] + v['Name Last'])),
    ).toBeGreaterThan(0.005);
    expect(share((v) => v['Name Last'].includes('-'))).toBeGreaterThan(0.005);
    expect(voters.some((v) => v['Name Last'].includes("'"))).toBe(true);
    expect(voters.some((v) => v.Gender === 'M' && v['Name First'] === 'Mary')).toBe(false);
    expect(voters.some((v) => v.Gender === 'F' && v['Name Suffix'] !== '')).toBe(false);
  });

  it('puts everyone in Tallahassee, each precinct in one ZIP and one set of districts', () => {
    const precincts = new Map<string, string>();
    for (const v of voters) {
      expect(v['Residence City (USPS)']).toBe('TALLAHASSEE');
      expect(v['Residence Zipcode']).toMatch(/^323\d\d(-\d{4})?$/);
      const key = [
        v['Residence Zipcode'].slice(0, 5),
        v['House District'],
        v['County Commission District'],
        v['School Board District'],
      ].join();
      expect(precincts.get(v.Precinct) ?? key).toBe(key);
      precincts.set(v.Precinct, key);
    }
    expect(precincts.size).toBeGreaterThan(50);
    expect(share((v) => /^\d{5}-\d{4}$/.test(v['Residence Zipcode']))).toBeGreaterThan(0.1);
  });

  it.each([
    ['an ordinary day', today],
    ['a leap day', new Date(2028, 1, 29)],
    ['the day after a leap day', new Date(2027, 2, 1)],
  ])('gives ages from 18 to 100 and registrations from the 18th birthday on (%s)', (_, at) => {
    const atIso = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    const ages = new Set<number>();
    for (const voter of take(5_000, 3, at)) {
      const { contact } = mapVoterRow(voter);
      const age = ageFrom(contact.dateOfBirth, at) ?? -1;
      ages.add(age);
      expect(age).toBeGreaterThanOrEqual(18);
      expect(age).toBeLessThanOrEqual(100);
      const birth = contact.dateOfBirth ?? '';
      const eighteenth = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4)}`;
      const registered = contact.registrationDate ?? '';
      expect(registered >= eighteenth && registered <= atIso, `${birth} ${registered}`).toBe(true);
    }
    expect(ages.has(18)).toBe(true);
    expect(Math.max(...ages)).toBeGreaterThan(90);
  });
});
