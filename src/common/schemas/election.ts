/** GET /api/election: the election view (PRODUCT.md, Election season). Shared by the page and the server. */
import { z } from 'zod';
import { BALLOT_SOURCES } from '../ballots.js';
import { isRealDate } from '../real-date.js';

export const electionQuery = z
  .object({
    electionDate: z
      .string()
      .trim()
      .refine(isRealDate, {
        error: (issue) =>
          `Election date: "${String(issue.input).slice(0, 40)}" is not a date; write it as YYYY-MM-DD, such as 2026-11-03`,
      })
      .optional(),
  })
  .strict();

const voted = z.object({ voted: z.number(), notVoted: z.number() });

export const electionView = z.object({
  /** The election shown (the latest with ballot data unless asked for another); null before any ballot file. */
  electionDate: z.string().nullable(),
  /** Every election a ballot file named, newest first. */
  elections: z.array(z.string()),
  /** The latest file of each source for this election. */
  files: z.array(
    z.object({
      source: z.enum(BALLOT_SOURCES),
      label: z.string(),
      fileName: z.string().nullable(),
      importedAt: z.string(),
    }),
  ),
  /** Every voter's ballot: out (requested or mailed, not returned), returned, rejected, voted. */
  ballots: z.object({
    out: z.number(),
    returned: z.number(),
    rejected: z.number(),
    voted: z.number(),
    votedByMail: z.number(),
    votedEarly: z.number(),
    votedOnTheDay: z.number(),
  }),
  /** Active confirmed and likely supporters who have voted and not. */
  supporters: voted.extend({ total: z.number() }),
  /** Supporters (and all voters) who voted, by the day of their status date. */
  byDay: z.array(z.object({ date: z.string(), supporters: z.number(), everyone: z.number() })),
  /** Supporters by precinct (null: no precinct), most still to vote first. */
  byPrecinct: z.array(voted.extend({ precinct: z.string().nullable() })),
});
export type ElectionView = z.infer<typeof electionView>;
