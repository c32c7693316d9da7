/** The API addresses both the hooks and the offline queue's changes build. */
export const contactUrl = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;
export const networkEntryUrl = (id: string) => `/api/networks/${encodeURIComponent(id)}`;
export const networkCheckUrl = (contactId: string) => `/api/networks/check/${encodeURIComponent(contactId)}`;
