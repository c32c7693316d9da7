/** Impact stats (PRODUCT.md, Impact) and the campaign profile the messaging pages are written around. */
import { z } from 'zod';
import { impactGoalsSchema } from './settings.js';

/** Age bands of the breakdowns; contacts under 18 or without a date of birth count as "Unknown". */
export const AGE_BANDS = ['18-29', '30-44', '45-64', '65+'] as const;
export const UNKNOWN_GROUP = 'Unknown';

const share = { count: z.number(), percentage: z.number() };

export const breakdown = z.object({
  total: z.number(),
  byParty: z.array(z.object({ party: z.string(), ...share })),
  byAge: z.array(z.object({ ageRange: z.string(), ...share })),
});
export type Breakdown = z.infer<typeof breakdown>;

export const impactStats = z.object({
  totalActiveVoters: z.number(),
  confirmedSupporters: breakdown,
  confirmedVolunteers: breakdown,
  phoneNumbersAdded: z.number(),
  emailAddressesAdded: z.number(),
  activeVolunteers: z.number(),
  /**
   * Confirmed supporters (active) who voted in at least 3 of the last 4 general elections, by the imported
   * voter history; null until a history file has been imported.
   */
  reliableVoters: z.number().nullable(),
  goals: impactGoalsSchema,
  /**
   * Field work of the last seven days (today and the six before, in the campaign's time zone): doors knocked,
   * calls made and conversations (result talked), in all and per day, oldest day first.
   */
  fieldWork: z.object({
    doors: z.number(),
    calls: z.number(),
    conversations: z.number(),
    days: z.array(
      z.object({ day: z.string(), doors: z.number(), calls: z.number(), conversations: z.number() }),
    ),
  }),
  /** When these figures were computed (ISO time). */
  computedAt: z.string(),
});
export type ImpactStats = z.infer<typeof impactStats>;

export const campaignProfile = z.object({
  candidateName: z.string(),
  campaignCity: z.string(),
  campaignWebsite: z.string(),
  goals: impactGoalsSchema,
});
export type CampaignProfile = z.infer<typeof campaignProfile>;
