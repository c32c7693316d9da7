import { SUMMARY_FIELD_KEYS } from '../../common/contact-fields.js';
import type { NetworkEntry } from '../../common/schemas/networks.js';
import { presentContactFields } from '../contacts/present-contact.js';
import { type ContactRow, contacts, type UserNetworkRow, userNetworks } from '../db/schema/index.js';

type SummaryKey = (typeof SUMMARY_FIELD_KEYS)[number];

/** The columns an entry carries: the entry and the contact's summary (what search shows). */
export const entryColumns = {
  entry: {
    id: userNetworks.id,
    contactId: userNetworks.contactId,
    notes: userNetworks.notes,
    createdAt: userNetworks.createdAt,
  },
  contact: Object.fromEntries(SUMMARY_FIELD_KEYS.map((key) => [key, contacts[key]])) as {
    [K in SummaryKey]: (typeof contacts)[K];
  },
};

type EntryFields = Pick<UserNetworkRow, 'id' | 'contactId' | 'notes' | 'createdAt'>;
type ContactFields = Pick<ContactRow, SummaryKey>;

export function presentNetworkEntry({
  entry,
  contact,
}: {
  entry: EntryFields;
  contact: ContactFields;
}): NetworkEntry {
  return {
    id: entry.id,
    contactId: entry.contactId,
    notes: entry.notes,
    createdAt: entry.createdAt.toISOString(),
    contact: presentContactFields(contact, SUMMARY_FIELD_KEYS),
  };
}
