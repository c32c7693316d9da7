/** Calling hours (issue 19): whether a moment falls within the campaign's calling hours, in its time zone. */

export interface CallingHours {
  /** HH:MM, 24-hour clock. */
  start: string;
  end: string;
  timeZone: string;
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The time of day at `at` in the time zone, in minutes after midnight. */
export function minutesInZone(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** From the start (included) to the end (excluded); an end before the start runs past midnight. */
export function isWithinCallingHours(hours: CallingHours, at: Date) {
  const now = minutesInZone(at, hours.timeZone);
  const start = minutes(hours.start);
  const end = minutes(hours.end);
  return start <= end ? now >= start && now < end : now >= start || now < end;
}
