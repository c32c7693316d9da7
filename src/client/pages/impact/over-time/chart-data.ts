/** Our Impact's day charts as rows and series: what the charts draw and their tables list, from one place. */
import { ATTEMPT_RESULTS, type AttemptResult } from '../../../../common/constants.js';
import { attemptResultLabel } from '../../../../common/contact-display.js';
import type { ImpactDay } from '../../../../common/schemas/impact-days.js';

/** One colour per result, the same in both channels; readable on the light and dark themes. */
export const RESULT_COLORS: Record<AttemptResult, string> = {
  talked: '#16a34a',
  'not-home': '#64748b',
  'left-message': '#d97706',
  refused: '#dc2626',
  moved: '#7c3aed',
  deceased: '#334155',
  'wrong-number': '#ea580c',
  'do-not-contact': '#9f1239',
};

export interface Series {
  key: string;
  label: string;
  color: string;
}

/** "Nov 23" for a YYYY-MM-DD (a calendar day: shown as written, wherever the viewer is). */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export type ChartRow = { day: string; label: string; total: number } & Record<string, number | string>;

/**
 * Doors (or calls) per day with a column per result. Only the results met in the period are series, in their
 * usual order, so the legend and the table stay short; every day is a row, zeros included.
 */
export function attemptsByResult(days: ImpactDay[], channel: 'doors' | 'calls') {
  const seen = new Set<AttemptResult>();
  for (const d of days) for (const r of Object.keys(d[channel]) as AttemptResult[]) seen.add(r);
  const results = ATTEMPT_RESULTS.filter((r) => seen.has(r));
  const series: Series[] = results.map((r) => ({
    key: r,
    label: attemptResultLabel(r, channel === 'doors' ? 'door' : 'phone'),
    color: RESULT_COLORS[r],
  }));
  const rows: ChartRow[] = days.map((d) => {
    const row: ChartRow = { day: d.day, label: shortDay(d.day), total: 0 };
    for (const r of results) {
      const n = d[channel][r] ?? 0;
      row[r] = n;
      row.total += n;
    }
    return row;
  });
  return { series, rows, total: rows.reduce((n, r) => n + r.total, 0) };
}

export const SUPPORTER_SERIES: Series[] = [
  { key: 'confirmed', label: 'Confirmed supporters', color: '#16a34a' },
  { key: 'likely', label: 'Likely supporters', color: '#86efac' },
];

export function supportersPerDay(days: ImpactDay[]) {
  const rows: ChartRow[] = days.map((d) => ({
    day: d.day,
    label: shortDay(d.day),
    confirmed: d.confirmedSupporters,
    likely: d.likelySupporters,
    total: d.confirmedSupporters + d.likelySupporters,
  }));
  return {
    rows,
    confirmed: days.reduce((n, d) => n + d.confirmedSupporters, 0),
    likely: days.reduce((n, d) => n + d.likelySupporters, 0),
  };
}
