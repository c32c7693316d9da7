/** Contact reads (SPEC §7): the search page and one profile, parsed with the shared schemas. */
import { useQuery } from '@tanstack/react-query';
import { type ContactProfile, contactProfile, searchResponse } from '../../shared/schemas/contacts.js';
import { throwIfResNotOk } from '../lib/queryClient';

export const CONTACT_SEARCH_KEY = ['/api/contacts/search'] as const;
export const contactKey = (id: string) => ['/api/contacts', id] as const;
export const contactUrl = (id: string) => `/api/contacts/${encodeURIComponent(id)}`;

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return res.json();
}

/** One page of results for a query string built by searchQueryString(). */
export function useContactSearch(queryString: string) {
  return useQuery({
    queryKey: [...CONTACT_SEARCH_KEY, queryString],
    queryFn: async ({ signal }) =>
      searchResponse.parse(await getJson(`/api/contacts/search?${queryString}`, signal)),
  });
}

/** The profile with phones, emails and history; fetched only while the profile is open. */
export function useContact(id: string | null) {
  return useQuery<ContactProfile>({
    queryKey: contactKey(id ?? ''),
    queryFn: async ({ signal }) => contactProfile.parse(await getJson(contactUrl(id ?? ''), signal)),
    enabled: id !== null,
  });
}

/** The HTTP status of an error thrown by apiRequest ("409: ..."), or null. */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}
