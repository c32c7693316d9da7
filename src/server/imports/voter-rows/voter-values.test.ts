import { describe, expect, it } from 'vitest';
import { formatVoterPhone, normalizeZip, parseVoterDate } from './voter-values.js';

describe('parseVoterDate', () => {
  it('reads Excel date serial numbers', () => {
    expect(parseVoterDate('32874')).toBe('1990-01-01');
    expect(parseVoterDate('45658.5')).toBe('2025-01-01');
    expect(parseVoterDate('0')).toBeNull();
  });

  it('reads MM/DD/YYYY and YYYY-MM-DD', () => {
    expect(parseVoterDate('04/12/1990')).toBe('1990-04-12');
    expect(parseVoterDate(' 4/2/1990 ')).toBe('1990-04-02');
    expect(parseVoterDate('1990-04-12')).toBe('1990-04-12');
    expect(parseVoterDate('1990-04-12T00:00:00.000Z')).toBe('1990-04-12');
  });
  it('refuses dates that do not exist or cannot be read', () => {
    expect(parseVoterDate('02/30/1990')).toBeNull();
    expect(parseVoterDate('02/29/1900')).toBeNull();
    expect(parseVoterDate('2000-02-29')).toBe('2000-02-29');
    expect(parseVoterDate('04/31/1990')).toBeNull();
    expect(parseVoterDate('12/31/1990')).toBe('1990-12-31');
    expect(parseVoterDate('00/10/1990')).toBeNull();
    expect(parseVoterDate('1990-01-00')).toBeNull();
    expect(parseVoterDate('13/01/1990')).toBeNull();
    expect(parseVoterDate('1990-13-01')).toBeNull();
    expect(parseVoterDate('12/01/90')).toBeNull();
    expect(parseVoterDate('yesterday')).toBeNull();
    expect(parseVoterDate('')).toBeNull();
    expect(parseVoterDate(undefined)).toBeNull();
  });
});

describe('formatVoterPhone', () => {
  it('formats ten digits whatever the punctuation, and keeps other lengths as digits', () => {
    expect(formatVoterPhone('850', '555-1234')).toBe('(850) 555-1234');
    expect(formatVoterPhone(' 850 ', '5551234')).toBe('(850) 555-1234');
    expect(formatVoterPhone('', '(850) 555.1234')).toBe('(850) 555-1234');
    expect(formatVoterPhone('', '5551234')).toBe('5551234');
    expect(formatVoterPhone('', '')).toBeNull();
    expect(formatVoterPhone(undefined, undefined)).toBeNull();
  });
});

describe('normalizeZip', () => {
  it('keeps five digits and an optional four', () => {
    expect(normalizeZip('32301')).toBe('32301');
    expect(normalizeZip('32301-1234')).toBe('32301-1234');
    expect(normalizeZip('323011234')).toBe('32301-1234');
    expect(normalizeZip(' ')).toBeNull();
  });
});
