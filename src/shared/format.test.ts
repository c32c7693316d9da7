import { describe, expect, it } from 'vitest';
import { ageFrom, capitalize, displayName, formatDate, formatPhoneInput, initials } from './format.js';

describe('displayName', () => {
  it('follows SPEC §2: full name, first name, email local part, "User"', () => {
    expect(displayName({ firstName: 'María', lastName: 'López', email: 'm@x.org' })).toBe('María López');
    expect(displayName({ firstName: 'María', lastName: '', email: 'm@x.org' })).toBe('María');
    expect(displayName({ firstName: null, lastName: 'López', email: 'maria.l@x.org' })).toBe('maria.l');
    expect(displayName({ firstName: ' ', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initials', () => {
  it('follows SPEC §2: both names, first name, email, "U"', () => {
    expect(initials({ firstName: 'maría', lastName: 'lópez' })).toBe('ML');
    expect(initials({ firstName: 'zoë' })).toBe('Z');
    expect(initials({ email: 'ana@x.org' })).toBe('A');
    expect(initials({})).toBe('U');
  });
});

describe('formatPhoneInput', () => {
  it('formats as the person types and keeps at most 10 digits', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('5551')).toBe('(555) 1');
    expect(formatPhoneInput('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('(555) 123-45678999')).toBe('(555) 123-4567');
    expect(formatPhoneInput('abc')).toBe('');
  });
});

describe('ageFrom', () => {
  const today = new Date(2026, 10, 22);
  it('counts whole years up to today', () => {
    expect(ageFrom('2000-11-22', today)).toBe(26);
    expect(ageFrom('2000-11-23', today)).toBe(25);
    expect(ageFrom('1926-01-01', today)).toBe(100);
  });
  it('is null for a missing or malformed date', () => {
    expect(ageFrom(null, today)).toBeNull();
    expect(ageFrom('11/22/2000', today)).toBeNull();
  });
});

describe('capitalize and formatDate', () => {
  it('capitalise a role and show a date or the fallback', () => {
    expect(capitalize('admin')).toBe('Admin');
    expect(formatDate(null, 'Never')).toBe('Never');
    expect(formatDate('2026-11-22T10:00:00Z', 'Never')).toMatch(/2026/);
  });
});
