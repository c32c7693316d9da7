import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './contact-search.js';
import { filterErrors } from './search-filter-errors.js';

describe('filterErrors', () => {
  it('finds nothing wrong in empty or sound filters', () => {
    expect(filterErrors(EMPTY_FILTERS)).toEqual({});
    expect(filterErrors({ ...EMPTY_FILTERS, minAge: '30', maxAge: '70', city: 'Tallahassee' })).toEqual({});
    expect(filterErrors({ ...EMPTY_FILTERS, minAge: '40', maxAge: '40' })).toEqual({});
  });

  it('puts a minimum above the maximum on the minimum, in the server’s words', () => {
    expect(filterErrors({ ...EMPTY_FILTERS, minAge: '70', maxAge: '30' })).toEqual({
      minAge: 'Minimum age must not be more than maximum age',
    });
  });

  it('names an age that is not a whole number of years', () => {
    const errors = filterErrors({ ...EMPTY_FILTERS, maxAge: '200' });
    expect(Object.keys(errors)).toEqual(['maxAge']);
    expect(errors.maxAge).toMatch(/Maximum age/);
  });
});
