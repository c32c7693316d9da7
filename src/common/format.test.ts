import { describe, expect, it } from 'vitest';
import { ageFrom, authorName, capitalize, countOf, displayName, initials, when } from './format.js';

describe('displayName', () => {
  it('is the full name, else the first name, else the email local part, else "User"', () => {
    expect(displayName({ firstName: 'María', lastName: 'López', email: 'm@x.org' })).toBe('María López');
    expect(displayName({ firstName: 'María', lastName: '', email: 'm@x.org' })).toBe('María');
    expect(displayName({ firstName: null, lastName: 'López', email: 'maria.l@x.org' })).toBe('maria.l');
    expect(displayName({ firstName: ' ', email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('authorName', () => {
  it('is the name when there is a first name, else the whole email', () => {
    expect(authorName({ firstName: 'María', lastName: 'López', email: 'm@x.org' })).toBe('María López');
    expect(authorName({ firstName: 'María', lastName: null, email: 'm@x.org' })).toBe('María');
    expect(authorName({ firstName: null, lastName: 'López', email: 'admin@one.org' })).toBe('admin@one.org');
    expect(authorName({ firstName: ' ', lastName: null, email: 'admin@two.org' })).toBe('admin@two.org');
  });
});

describe('initials', () => {
  it('takes both names, else the first name, else the email, else "U"', () => {
    expect(initials({ firstName: 'maría', lastName: 'lópez' })).toBe('ML');
    expect(initials({ firstName: 'zoë' })).toBe('Z');
    expect(initials({ email: 'ana@x.org' })).toBe('A');
    expect(initials({})).toBe('U');
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

describe('capitalize', () => {
  it('capitalises a role', () => {
    expect(capitalize('admin')).toBe('Admin');
    expect(capitalize('')).toBe('');
  });
});

describe('when', () => {
  // A moment in the local time zone, so the expected text does not depend on where the tests run.
  const moment = new Date(2026, 10, 22, 15, 4, 5).toISOString();
  const morning = new Date(2026, 0, 2, 0, 7, 9).toISOString();

  it('shows a date, a date and time, or a date and time with seconds', () => {
    expect(when(moment, 'date')).toBe('Nov 22, 2026');
    expect(when(moment, 'dateTime')).toBe(`Nov 22, 2026, 3:04${timeGap()}PM`);
    expect(when(moment)).toBe(when(moment, 'dateTime'));
    expect(when(moment, 'dateTimeSeconds')).toBe(`Nov 22, 2026, 3:04:05${timeGap()}PM`);
    expect(when(morning, 'dateTime')).toBe(`Jan 2, 2026, 12:07${timeGap()}AM`);
    expect(when(new Date(2026, 10, 22, 15, 4), 'date')).toBe('Nov 22, 2026');
  });

  it('matches the medium date and short time style the export list used', () => {
    expect(when(moment)).toBe(
      new Date(moment).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
  });

  it('shows a moment in the time zone it is given, whatever the viewer’s', () => {
    const lateEvening = '2026-11-27T03:30:00Z'; // 10:30 PM the day before in New York
    expect(when(lateEvening, 'date', '', 'America/New_York')).toBe('Nov 26, 2026');
    expect(when(lateEvening, 'time', '', 'America/New_York')).toBe(`10:30:00${timeGap()}PM`);
    expect(when(lateEvening, 'date', '', 'Pacific/Kiritimati')).toBe('Nov 27, 2026');
    expect(when('1990-01-01', 'date', '', 'Pacific/Kiritimati')).toBe('Jan 1, 1990');
  });

  it('shows a date-only value as that calendar day in every time zone', () => {
    expect(when('1990-01-01', 'date')).toBe('Jan 1, 1990');
    expect(when('2026-12-31', 'date')).toBe('Dec 31, 2026');
  });

  it('shows the time alone, and the weekday of a calendar day', () => {
    expect(when(moment, 'time')).toBe(`3:04:05${timeGap()}PM`);
    expect(when('2026-11-22', 'weekday')).toBe('Sun');
  });

  it('shows the calendar day itself, or the fallback for a day the calendar does not have', () => {
    expect(when('1985-06-15', 'date', '—')).toBe('Jun 15, 1985');
    expect(when('2001-01-01', 'date', '—')).toBe('Jan 1, 2001');
    expect(when('2001-02-31', 'date', '—')).toBe('—');
    expect(when(null, 'date', 'Not provided')).toBe('Not provided');
  });

  it('gives the fallback for a missing or unreadable value', () => {
    expect(when(null, 'date', 'Never')).toBe('Never');
    expect(when(undefined, 'dateTime', 'Unknown')).toBe('Unknown');
    expect(when('', 'date', 'Never')).toBe('Never');
    expect(when('not a date', 'date', 'Never')).toBe('Never');
    expect(when(null)).toBe('');
  });
});

/** The space before AM/PM: a narrow no-break space in recent ICU versions, a plain space in older ones. */
function timeGap() {
  return /(\s)PM$/u.exec(new Date(2026, 0, 1, 13).toLocaleTimeString('en-US'))?.[1] ?? ' ';
}

describe('countOf', () => {
  it('writes one thing in the singular and any other number in the plural', () => {
    expect(countOf(1, 'contact')).toBe('1 contact');
    expect(countOf(0, 'contact')).toBe('0 contacts');
    expect(countOf(12345, 'contact')).toBe('12,345 contacts');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
