/** The API addresses of My Network, for its hooks and for the offline queue's network changes. */
export const networkEntryUrl = (id: string) => `/api/networks/${encodeURIComponent(id)}`;
export const networkCheckUrl = (contactId: string) => `/api/networks/check/${encodeURIComponent(contactId)}`;
