/** The API address of one contact. */
export const contactUrl = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;
