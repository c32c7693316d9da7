/** My Network calls: list, membership check, add, remove. Shared by the pages and the server. */
import { z } from 'zod';
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

export const networkList = z.array(networkEntry);

export const networkCheck = z.object({ inNetwork: z.boolean(), networkId: z.string().nullable() });
export type NetworkCheck = z.infer<typeof networkCheck>;

export const contactIdParam = z.object({ contactId: z.string() });
