import type { ContactSummary } from '../../shared/schemas/contacts.js';
import type { NetworkEntry } from '../../shared/schemas/networks.js';
import { type ContactRow, contacts, type UserNetworkRow, userNetworks } from '../db/schema/index.js';

/** The columns an entry carries: the entry and the contact's summary (what search shows). */
export const entryColumns = {
  entry: {
    id: userNetworks.id,
    contactId: userNetworks.contactId,
    notes: userNetworks.notes,
    createdAt: userNetworks.createdAt,
  },
  contact: {
    id: contacts.id,
    systemId: contacts.systemId,
    fullName: contacts.fullName,
    firstName: contacts.firstName,
    middleName: contacts.middleName,
    lastName: contacts.lastName,
    dateOfBirth: contacts.dateOfBirth,
    streetAddress: contacts.streetAddress,
    city: contacts.city,
    state: contacts.state,
    zipCode: contacts.zipCode,
    party: contacts.party,
    voterStatus: contacts.voterStatus,
    supporterStatus: contacts.supporterStatus,
    volunteerLikeliness: contacts.volunteerLikeliness,
  },
};

type EntryFields = Pick<UserNetworkRow, 'id' | 'contactId' | 'notes' | 'createdAt'>;
type ContactFields = Pick<ContactRow, keyof ContactSummary>;

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
    contact: { ...contact },
  };
}
