/** Calendar arithmetic on plain dates (no time of day, no time zone), for ages and birthdays. */

/** [year, month 0–11, day of month]. */
export type CalendarDay = readonly [number, number, number];

const DAY_MS = 86_400_000;

/** Days since 1970-01-01. A day past the month's end rolls over: Feb 29 of a common year is Mar 1. */
export const dayNumber = ([year, month, day]: CalendarDay) => Math.floor(Date.UTC(year, month, day) / DAY_MS);

/** The same date `years` earlier; Feb 29 becomes Feb 28 in a common year. */
export function yearsBefore([year, month, day]: CalendarDay, years: number): CalendarDay {
  const lastOfMonth = new Date(Date.UTC(year - years, month + 1, 0)).getUTCDate();
  return [year - years, month, Math.min(day, lastOfMonth)];
}

/** MM/DD/YYYY, as the Florida voter file writes dates. */
export function formatUsDate(dayNumber: number) {
  const date = new Date(dayNumber * DAY_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
