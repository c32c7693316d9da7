import { describe, expect, it } from 'vitest';
import type { NetworkEntry } from '../../../common/schemas/networks.js';
import { filterNetwork, networkCounts } from './filter-network';

const entry = (id: string, contact: Partial<NetworkEntry['contact']>): NetworkEntry => ({
  id,
  contactId: id,
  notes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  contact: {
    id,
    systemId: id,
    fullName: 'Someone',
    firstName: null,
    middleName: null,
    lastName: null,
    dateOfBirth: null,
    streetAddress: null,
    city: null,
    state: null,
    zipCode: null,
    party: null,
    voterStatus: null,
    supporterStatus: 'unknown',
    volunteerLikeliness: 'unknown',
    doNotContact: false,
    moved: false,
    deceased: false,
    ...contact,
  },
});

const entries = [
  entry('a', {
    fullName: 'Rosa Parker',
    firstName: 'Rosa',
    lastName: 'Parker',
    city: 'Tallahassee',
    party: 'DEM',
  }),
  entry('b', {
    fullName: 'Ken Oduya',
    city: 'Quincy',
    party: 'REP',
    supporterStatus: 'confirmed-supporter',
    volunteerLikeliness: 'confirmed-volunteer',
  }),
];

describe('filterNetwork', () => {
  it('matches full name, first, last, city or party, in any case', () => {
    const ids = (term: string) => filterNetwork(entries, term).map((e) => e.id);
    expect(ids('')).toEqual(['a', 'b']);
    expect(ids('rosa p')).toEqual(['a']);
    expect(ids('PARK')).toEqual(['a']);
    expect(ids('quincy')).toEqual(['b']);
    expect(ids('rep')).toEqual(['b']);
    expect(ids('nobody')).toEqual([]);
  });

  it('counts confirmed supporters and volunteers', () => {
    expect(networkCounts(entries)).toEqual({ total: 2, supporters: 1, volunteers: 1 });
  });
});
