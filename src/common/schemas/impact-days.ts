/**
 * Our Impact over time (issue 35, item 9): attempts per day by channel and result, supporters identified per
 * day and list progress for a period, and the Today view by volunteer.
 */
import { z } from 'zod';
import { ATTEMPT_RESULTS } from '../constants.js';

/** The period switch: the last 7 days, the last 30 days, or every day since the first attempt. */
export const IMPACT_PERIODS = ['7d', '30d', 'all'] as const;
export type ImpactPeriod = (typeof IMPACT_PERIODS)[number];
export const IMPACT_PERIOD_LABELS: Record<ImpactPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'Since the start',
};

export const impactDaysQuery = z.object({
  period: z
    .enum(IMPACT_PERIODS, {
      error: 'Period must be 7d (last 7 days), 30d (last 30 days) or all (since the start)',
    })
    .default('30d'),
});
export type ImpactDaysQuery = z.infer<typeof impactDaysQuery>;

/** Attempts of one channel on one day, by result (results with none are left out). */
const byResult = z.partialRecord(z.enum(ATTEMPT_RESULTS), z.number());

export const impactDay = z.object({
  /** YYYY-MM-DD in the campaign's time zone. */
  day: z.string(),
  doors: byResult,
  calls: byResult,
  /**
   * Attempts that day (any channel) that recorded the voter as a confirmed or likely supporter: a voter recorded
   * twice in a day counts twice (the day charts read per-quarter-hour counts, not the attempts).
   */
  confirmedSupporters: z.number(),
  likelySupporters: z.number(),
});
export type ImpactDay = z.infer<typeof impactDay>;

export const listProgressRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['walk', 'call']),
  members: z.number(),
  attempted: z.number(),
});
export type ListProgressRow = z.infer<typeof listProgressRow>;

export const impactDays = z.object({
  period: z.enum(IMPACT_PERIODS),
  timeZone: z.string(),
  /** Every day of the period, oldest first, days without attempts included. */
  days: z.array(impactDay),
  /** The caller's lists (an admin's: every list) with their progress now, most worked first. */
  lists: z.array(listProgressRow),
  /** Whether the caller may open the Today view by volunteer. */
  todayByVolunteer: z.boolean(),
});
export type ImpactDays = z.infer<typeof impactDays>;

export const volunteerToday = z.object({
  userId: z.string().nullable(),
  name: z.string(),
  doors: z.number(),
  calls: z.number(),
  supporters: z.number(),
});
export type VolunteerToday = z.infer<typeof volunteerToday>;

export const impactToday = z.object({
  day: z.string(),
  timeZone: z.string(),
  doors: z.number(),
  calls: z.number(),
  supporters: z.number(),
  /** Most doors and calls first. */
  volunteers: z.array(volunteerToday),
});
export type ImpactToday = z.infer<typeof impactToday>;
