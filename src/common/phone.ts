/**
 * Phone numbers are ten-digit North American numbers. People paste them as "+1 850 555 0142",
 * "1-850-555-0142", "850.555.0142" or "(850) 555-0142"; every form and the server read them the same way.
 */
import { z } from 'zod';
import { PHONE_DIGITS } from './constants.js';

/** Digits and the punctuation numbers are written with; a "+" only in front. */
const WRITTEN_PHONE = /^\+?[\d\s().-]*$/;

/** The ten digits of a written number, a leading country code 1 dropped; null when it is not one. */
export function normalizePhone(value: string): string | null {
  const written = value.trim();
  if (!WRITTEN_PHONE.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  const withCountryCode = digits.length === PHONE_DIGITS + 1 && digits.startsWith('1');
  // After a "+" comes a country code: only 1 is a North American number.
  if (written.startsWith('+') && !withCountryCode) return null;
  const national = withCountryCode ? digits.slice(1) : digits;
  return national.length === PHONE_DIGITS ? national : null;
}

/** Ten digits as (850) 555-0142; anything else as given. */
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}

/**
 * As the person types or pastes: shown as (555) 123-4567. A leading 1 is the country code (no area code starts
 * with 1), so "+1 850…" and "1-850…" read as "(850…". A number that cannot be a ten-digit one (another country's
 * "+44 20 7946 0958", an extension, an eleventh digit) is left as typed, so the form says it is not valid
 * instead of keeping ten of its digits as a number that belongs to someone else.
 */
export function formatPhoneInput(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1/, '');
  const foreign = /^\s*\+\s*[02-9]/.test(value);
  if (foreign || digits.length > PHONE_DIGITS) return value;
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A phone field of a request: normalised to `output(tenDigits)`, or refused with `message`; with
 * `emptyAllowed`, an empty value stays empty.
 */
export const phoneField = (
  message: string,
  { output = (digits: string) => digits, emptyAllowed = false } = {},
) =>
  z.string({ error: message }).transform((value, ctx) => {
    if (emptyAllowed && value.trim() === '') return '';
    const digits = normalizePhone(value);
    if (digits) return output(digits);
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
