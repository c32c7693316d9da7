/**
 * An address as people type or paste it, made into the text the address key searches (PRODUCT.md, Search):
 * a pasted "5744 Lake Ella Dr, Tallahassee, FL 32303" is the street address before its first comma (the city,
 * state and ZIP are not part of the street address), and "6262 Shamrock St 205" has its unit written without
 * "Apt", so a bare number after the street type (and a direction after it, "Capital Cir NW 12") is the unit.
 * A highway's number and a numbered state or county road ("US Hwy 90", "County Road 12") are not units.
 */

import { DIRECTION_SPELLINGS } from './street-words.js';

const STREET_TYPES =
  'street|str|st|drive|drv|dr|avenue|aven|av|ave|road|rd|boulevard|boul|blvd|lane|ln|court|ct|circle|circ|cir|' +
  'place|pl|terrace|terr|ter|parkway|pkwy|way|trail|trl|loop|path|row';
const NUMBERED_ROAD = /(^|[^A-Za-z0-9])(state|county|us)\s+(road|rd)\.?$/i;
const DIRECTIONS = DIRECTION_SPELLINGS.join('|');
const UNIT_WITHOUT_WORD = new RegExp(
  `^(.*[^A-Za-z0-9](?:${STREET_TYPES})\\.?(?:\\s+(?:${DIRECTIONS})\\.?)?)\\s+([0-9]+[A-Za-z]?)$`,
  'i',
);

export function streetAddressAsTyped(typed: string): string {
  const street = (typed.split(',')[0] ?? '').trim();
  const unit = UNIT_WITHOUT_WORD.exec(street);
  if (!unit || NUMBERED_ROAD.test(unit[1] ?? '')) return street;
  return `${unit[1]} apt ${unit[2]}`;
}

/** A house number and what follows it ("2742 Monroe" → "2742", "Monroe"); null without both. */
export function houseNumberAndStreet(address: string): { houseNumber: string; street: string } | null {
  const match = /^\s*([0-9]+[A-Za-z]?)\s+(\S.*)$/.exec(address);
  return match ? { houseNumber: (match[1] ?? '').toLowerCase(), street: match[2] ?? '' } : null;
}
