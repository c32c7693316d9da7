import { describe, expect, it } from 'vitest';
import { houseNumberAndStreet, streetAddressAsTyped } from './typed-address.js';

describe('streetAddressAsTyped', () => {
  it('keeps the street address of a pasted address, before its first comma', () => {
    expect(streetAddressAsTyped('5744 Lake Ella Dr, Tallahassee')).toBe('5744 Lake Ella Dr');
    expect(streetAddressAsTyped('5744 Lake Ella Dr, Tallahassee, FL 32303')).toBe('5744 Lake Ella Dr');
    expect(streetAddressAsTyped(', Tallahassee')).toBe('');
  });

  it('reads a bare number after the street type, or after a direction after it, as the unit', () => {
    expect(streetAddressAsTyped('6262 Shamrock St 205')).toBe('6262 Shamrock St apt 205');
    expect(streetAddressAsTyped('6262 Shamrock Street. 205B')).toBe('6262 Shamrock Street. apt 205B');
    expect(streetAddressAsTyped('9 Capital Cir NW 12')).toBe('9 Capital Cir NW apt 12');
    expect(streetAddressAsTyped('6262 Shamrock St 205, Tallahassee')).toBe('6262 Shamrock St apt 205');
  });

  it('leaves a number that does not follow a street type alone', () => {
    expect(streetAddressAsTyped('6262')).toBe('6262');
    expect(streetAddressAsTyped('Highway 90')).toBe('Highway 90');
    expect(streetAddressAsTyped('12 US Hwy 90')).toBe('12 US Hwy 90');
    expect(streetAddressAsTyped('1234 County Road 12')).toBe('1234 County Road 12');
    expect(streetAddressAsTyped('1234 State Rd 20')).toBe('1234 State Rd 20');
    expect(streetAddressAsTyped('6262 Shamrock 205')).toBe('6262 Shamrock 205');
    expect(streetAddressAsTyped('6262 Shamrock St Apt 205')).toBe('6262 Shamrock St Apt 205');
  });
});

describe('houseNumberAndStreet', () => {
  it('splits a house number from the street after it', () => {
    expect(houseNumberAndStreet('2742 Monroe')).toEqual({ houseNumber: '2742', street: 'Monroe' });
    expect(houseNumberAndStreet('12B  N Monroe')).toEqual({ houseNumber: '12b', street: 'N Monroe' });
    expect(houseNumberAndStreet('2742')).toBeNull();
    expect(houseNumberAndStreet('Monroe St')).toBeNull();
  });
});
