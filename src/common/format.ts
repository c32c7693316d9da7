/** Pure display helpers shared by the browser and the server (PRODUCT.md, Pages). */

export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const clean = (value: string | null | undefined) => value?.trim() || '';

/** First and last name, else first name, else the part of the email before @, else "User". */
export function displayName(person: NamedPerson | null | undefined): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const local = clean(person?.email).split('@')[0];
  return local || 'User';
}

/**
 * Who made a change, for audit lines and timelines: their name when they have a first name, else their
 * whole email, so two admins without names (admin@one.org, admin@two.org) stay told apart.
 */
export function authorName(person: NamedPerson): string {
  return clean(person.firstName) ? displayName(person) : clean(person.email) || displayName(person);
}

/** Initials of first and last name, else of the first name, else the email's first letter, else "U". */
export function initials(person: NamedPerson | null | undefined): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return (first[0] ?? 'U').toUpperCase();
  const email = clean(person?.email);
  return email ? (email[0] ?? 'U').toUpperCase() : 'U';
}

export const capitalize = (value: string) => (value ? value[0]?.toUpperCase() + value.slice(1) : value);

/** Whole years between an ISO date of birth (YYYY-MM-DD) and today; null when unknown or invalid. */
export function ageFrom(dateOfBirth: string | null | undefined, today = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateOfBirth ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age--;
  return age >= 0 && age < 150 ? age : null;
}

export type WhenStyle =
  | 'date'
  | 'dateTime'
  | 'dateTimeSeconds'
  | 'time'
  | 'shortTime'
  | 'weekday'
  | 'monthDay';

const WHEN_FORMATS: Record<WhenStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  shortTime: { hour: 'numeric', minute: '2-digit' },
  weekday: { weekday: 'short' },
  monthDay: { month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  dateTimeSeconds: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  },
};

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How the app shows a date or a moment, in US English and the viewer's time zone: "Nov 22, 2026",
 * "Nov 22, 2026, 3:04 PM", "Nov 22, 2026, 3:04:05 PM", "3:04:05 PM", "3:04 PM", "Sun" or "11/22". A date-only value (YYYY-MM-DD)
 * is a calendar day and shows as that day wherever the viewer is. A missing or unreadable value (or a day
 * the calendar does not have, such as 2001-02-31) gives the fallback.
 */
export function when(
  value: string | Date | null | undefined,
  style: WhenStyle = 'dateTime',
  fallback = '',
  /** The zone a moment is shown in (the campaign's, where filters use it); the viewer's own when left out. */
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = calendarDay ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  // Date reads 2001-02-31 as March 3: a calendar day must come back as the day written.
  if (calendarDay && date.toISOString().slice(0, 10) !== value) return fallback;
  return date.toLocaleString('en-US', {
    ...WHEN_FORMATS[style],
    ...(calendarDay ? { timeZone: 'UTC' } : timeZone ? { timeZone } : {}),
  });
}

/** A count as the app writes it: 12,345. */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A count with its noun, singular for exactly one: "1 contact", "12,345 contacts". */
export const countOf = (n: number, singular: string, plural = `${singular}s`) =>
  `${formatCount(n)} ${n === 1 ? singular : plural}`;
