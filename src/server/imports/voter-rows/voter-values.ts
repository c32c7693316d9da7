/**
 * How the text of one voter-file cell is read: trimmed, dates in the forms counties and spreadsheets write
 * them, phone numbers and ZIP codes in one shape.
 */

/** Trimmed text, or null when nothing is left. */
export const trimmedText = (value: string | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Excel counts days from 1899-12-30 (its 1900 leap-year bug folded in); serials 1–2,958,465 are real dates. */
function excelSerialDate(serial: number): string | null {
  if (!(serial >= 1 && serial <= 2_958_465)) return null;
  return new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * MM/DD/YYYY (the Florida file), YYYY-MM-DD, or an Excel date serial number (a date cell of an .xlsx)
 * to YYYY-MM-DD; anything that is not a real date is null.
 */
export function parseVoterDate(value: string | undefined): string | null {
  const raw = trimmedText(value);
  if (!raw) return null;
  if (/^\d{1,7}(\.\d+)?$/.test(raw)) return excelSerialDate(Number(raw));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = us ? null : /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(raw);
  const [y, m, d] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d || !isCalendarDate(Number(y), Number(m), Number(d))) return null;
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether the day exists (02/30 does not; 02/29 only in leap years), without a Date per value. */
function isCalendarDate(year: number, month: number, day: number) {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

/** Area code + number as (850) 555-1234 when they make ten digits; otherwise the digits as given. */
export function formatVoterPhone(areaCode: string | undefined, number: string | undefined): string | null {
  const digits = `${areaCode ?? ''}${number ?? ''}`.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length !== 10) return digits;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The first five digits and, when the file gives them, the four after (32301 or 32301-1234). */
export function normalizeZip(value: string | undefined): string | null {
  const raw = trimmedText(value);
  if (!raw) return null;
  const match = /^(\d{5})(?:-?(\d{4}))?/.exec(raw);
  if (!match) return raw;
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] ?? raw);
}
