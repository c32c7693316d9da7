import { describe, expect, it } from 'vitest';
import { mapSearchUrl } from './map-link';

describe('mapSearchUrl', () => {
  it('searches the street, city, state and ZIP, encoded', () => {
    expect(
      mapSearchUrl({ streetAddress: '1 Oak St #4', city: 'Tallahassee', state: 'FL', zipCode: '32303' }),
    ).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Oak%20St%20%234%2C%20Tallahassee%2C%20FL%2032303',
    );
  });
  it('leaves out the parts a contact lacks', () => {
    expect(mapSearchUrl({ streetAddress: '9 Elm St', city: null, state: null, zipCode: '32301' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=9%20Elm%20St%2C%2032301',
    );
  });
});
