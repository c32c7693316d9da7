import { describe, expect, it } from 'vitest';
import { formatPhone, formatPhoneInput, normalizePhone, phoneField } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['8505550142', '8505550142'],
    ['(850) 555-0142', '8505550142'],
    ['+1 850 555 0142', '8505550142'],
    ['+1 (850) 555-0142', '8505550142'],
    ['1-850-555-0142', '8505550142'],
    ['18505550142', '8505550142'],
    ['850.555.0142', '8505550142'],
    ['  850 555 0142  ', '8505550142'],
  ])('reads %s as %s', (written, digits) => {
    expect(normalizePhone(written)).toBe(digits);
  });

  it.each([
    '',
    '555-0142',
    '+44 20 7946 0958',
    '28505550142',
    '850-555-0142 ext 5',
    '850555O142',
    '850+555+0142',
    '+1 850 555 01423',
    '+4420794609',
    '+850 555 0142',
  ])('refuses %j', (written) => {
    expect(normalizePhone(written)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows ten digits as (850) 555-0142 and anything else as given', () => {
    expect(formatPhone('8505550142')).toBe('(850) 555-0142');
    expect(formatPhone('555-0142')).toBe('555-0142');
  });
});

describe('formatPhoneInput', () => {
  it('formats as the person types', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('5')).toBe('(5');
    expect(formatPhoneInput('5551')).toBe('(555) 1');
    expect(formatPhoneInput('5551234567')).toBe('(555) 123-4567');
    expect(formatPhoneInput('abc')).toBe('');
  });

  it('leaves a number that cannot be ten digits as typed, so it is refused rather than cut to ten', () => {
    for (const typed of [
      '+44 20 7946 0958',
      '28505550142',
      '850 555 0142 x12',
      '(555) 123-45678',
      '+4420794609',
    ]) {
      expect(formatPhoneInput(typed)).toBe(typed);
      expect(normalizePhone(formatPhoneInput(typed))).toBeNull();
    }
  });

  it('drops a leading country code 1 from what is pasted or typed', () => {
    expect(formatPhoneInput('+1 850 555 0142')).toBe('(850) 555-0142');
    expect(formatPhoneInput('+1 (850) 555-0142')).toBe('(850) 555-0142');
    expect(formatPhoneInput('1-850-555-0142')).toBe('(850) 555-0142');
    expect(formatPhoneInput('850.555.0142')).toBe('(850) 555-0142');
    expect(formatPhoneInput('+1')).toBe('');
  });
});

describe('phoneField', () => {
  it('normalises to the ten digits, or to what output makes of them, and refuses with the message', () => {
    expect(phoneField('bad').parse('+1 850 555 0142')).toBe('8505550142');
    expect(phoneField('bad', { output: formatPhone }).parse('1.850.555.0142')).toBe('(850) 555-0142');
    expect(phoneField('bad', { emptyAllowed: true }).parse(' ')).toBe('');
    expect(phoneField('bad').safeParse('').success).toBe(false);
    const refused = phoneField('bad').safeParse('555-0142');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('bad');
  });
});
