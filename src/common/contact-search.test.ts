import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  EMPTY_NAMES,
  hasNames,
  SUPPORTERS_FILTER,
  searchCriteria,
  searchFromAddress,
  searchQueryString,
} from './contact-search.js';

const query = (overrides: Partial<Parameters<typeof searchCriteria>[0]> & { page?: number } = {}) => {
  const { page = 1, ...criteria } = overrides;
  const text = searchCriteria({
    names: EMPTY_NAMES,
    filters: EMPTY_FILTERS,
    supportersOnly: false,
    ...criteria,
  });
  return Object.fromEntries(new URLSearchParams(searchQueryString(text, page)));
};

describe('searchQueryString', () => {
  it('sends only the page and the page size when nothing is set', () => {
    expect(query()).toEqual({ page: '1', limit: '20' });
  });
  it('sends the address trimmed, and counts it as a filter', () => {
    expect(query({ filters: { ...EMPTY_FILTERS, address: ' 2661 Lake ' } })).toEqual({
      page: '1',
      limit: '20',
      address: '2661 Lake',
    });
    expect(query({ filters: { ...EMPTY_FILTERS, address: '  ' } })).toEqual({ page: '1', limit: '20' });
    expect(activeFilterCount({ ...EMPTY_FILTERS, address: 'Lake Ella' })).toBe(1);
  });
  it('sends names only when non-blank after trimming', () => {
    expect(query({ names: { firstName: '  Mar ', middleName: '   ', lastName: "o'br" } })).toEqual({
      page: '1',
      limit: '20',
      firstName: 'Mar',
      lastName: "o'br",
    });
  });
  it('omits party "all", sends ages only when given, and the Supporters statuses with the quick filter', () => {
    expect(
      query({
        page: 3,
        supportersOnly: true,
        filters: { city: ' Tallahassee ', zipCode: '32301', party: 'all', minAge: '18', maxAge: '' },
      }),
    ).toEqual({
      page: '3',
      limit: '20',
      city: 'Tallahassee',
      zipCode: '32301',
      supporterStatus: SUPPORTERS_FILTER,
      minAge: '18',
    });
    expect(query({ filters: { ...EMPTY_FILTERS, party: 'LPF', maxAge: '65' } })).toMatchObject({
      party: 'LPF',
      maxAge: '65',
    });
  });
});

describe('the survey answer filter', () => {
  it('sends the chosen question and choice as one answer parameter, and counts it as a filter', () => {
    const answer = '0b5c6f0e-8d7a-4a51-9c1e-2f4b8a6d3e10:Yes: a big one';
    expect(query({ filters: { ...EMPTY_FILTERS, answer } })).toEqual({ page: '1', limit: '20', answer });
    expect(query({ filters: { ...EMPTY_FILTERS, answer: '' } })).toEqual({ page: '1', limit: '20' });
    expect(activeFilterCount({ ...EMPTY_FILTERS, answer })).toBe(1);
  });
});

describe('the latest result filter', () => {
  it('sends the chosen result as lastResult, and counts it as a filter', () => {
    const filters = { ...EMPTY_FILTERS, lastResult: 'not-home' };
    expect(query({ filters })).toEqual({ page: '1', limit: '20', lastResult: 'not-home' });
    expect(query({ filters: { ...EMPTY_FILTERS, lastResult: '' } })).toEqual({ page: '1', limit: '20' });
    expect(activeFilterCount(filters)).toBe(1);
  });
});

describe('filter helpers', () => {
  it('tells whether a name is filled and counts the advanced filters set', () => {
    expect(hasNames(EMPTY_NAMES)).toBe(false);
    expect(hasNames({ ...EMPTY_NAMES, middleName: 'A' })).toBe(true);
    expect(hasNames({ ...EMPTY_NAMES, lastName: '  ' })).toBe(false);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ city: 'X', zipCode: '', party: 'DEM', minAge: '18', maxAge: ' ' })).toBe(3);
  });
});

describe('a search opened from the election view', () => {
  it('reads the ballot group, the supporters and the precinct from the address, and sends them', () => {
    const linked = searchFromAddress('?ballotStatus=not-voted&supporters=1&precinct=P1');
    expect(linked).toMatchObject({
      supportersOnly: true,
      filters: { ballotStatus: 'not-voted', precinct: 'P1' },
    });
    expect(searchCriteria({ names: EMPTY_NAMES, ...(linked as NonNullable<typeof linked>) })).toBe(
      'supporterStatus=confirmed-supporter%2Clikely-supporter&ballotStatus=not-voted&precinct=P1',
    );
    expect(searchFromAddress('?page=2')).toBeNull();
  });
});
