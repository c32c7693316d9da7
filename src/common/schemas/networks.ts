/** My Network calls: list, membership check, add, remove. Shared by the pages and the server. */
import { z } from 'zod';
import { wholeNumber } from './common.js';
import { contactSummary } from './contacts.js';

export const addNetworkRequest = z.object({
  contactId: z
    .string({ error: 'Choose the contact to add to your network' })
    .trim()
    .min(1, 'Choose the contact to add to your network'),
});
export type AddNetworkRequest = z.infer<typeof addNetworkRequest>;

/** One entry of the signed-in user's network, with the contact it points at. */
export const networkEntry = z.object({
  id: z.string(),
  contactId: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  contact: contactSummary,
});
export type NetworkEntry = z.infer<typeof networkEntry>;

/** My Network shows this many entries a page: entries are voters read, so the network is paged and charged. */
export const NETWORK_PAGE_SIZE = 100;

/** GET /api/networks: a page, optionally of the entries whose name, city or party holds `q`. */
export const networkPageQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  q: z.string().max(100, 'Search at most 100 characters').optional(),
});
export type NetworkPageQuery = z.output<typeof networkPageQuery>;

export const networkPage = z.object({
  entries: z.array(networkEntry),
  page: z.number(),
  pageSize: z.number(),
  /** Entries matching `q` (all of them without one). */
  matching: z.number(),
  total: z.number(),
  supporters: z.number(),
  volunteers: z.number(),
});
export type NetworkPage = z.infer<typeof networkPage>;

/** GET /api/networks/ids: the contacts in the network, for the heart markers. */
export const networkContactIds = z.object({ contactIds: z.array(z.string()) });

export const networkCheck = z.object({ inNetwork: z.boolean(), networkId: z.string().nullable() });
export type NetworkCheck = z.infer<typeof networkCheck>;

export const contactIdParam = z.object({ contactId: z.string() });
