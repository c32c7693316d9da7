import { describe, expect, it } from 'vitest';
import { PARTY_CODES } from './constants.js';
import { FLORIDA_PARTY_CODES, partyName } from './parties.js';

describe('party names', () => {
  it('names Florida party codes in any case, and nothing for an unknown code', () => {
    expect(partyName('NPA')).toBe('No Party Affiliation');
    expect(partyName('dem')).toBe('Florida Democratic Party');
    expect(partyName(' LPF ')).toBe('Libertarian Party of Florida');
    expect(partyName('XYZ')).toBeNull();
    expect(partyName('toString')).toBeNull();
    expect(partyName(null)).toBeNull();
  });

  it('knows every code the demo voters carry, and offers the big three first', () => {
    for (const code of PARTY_CODES) expect(partyName(code), code).not.toBeNull();
    expect(FLORIDA_PARTY_CODES.slice(0, 3)).toEqual(['DEM', 'REP', 'NPA']);
  });
});
