/** Contacts: the search, one profile, saving campaign status or notes, and a contact's CSV export. */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type ContactProfile,
  electionList,
  filterChoices,
  type OpenedContactProfile,
  openedContactProfile,
  type SearchResponse,
  searchResponse,
  type UpdateContactRequest,
} from '../../common/schemas/contacts.js';
import { errorCode, errorMessage, errorStatus } from '../api/api-error';
import { getJson } from '../api/http';
import { contactUrl } from '../api/urls';
import { downloadFile } from '../lib/download';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { contactKeys } from '../query-keys/keys';

/** One page of results for a query string built by searchQueryString(). */
export function useContactSearch(queryString: string) {
  return useQuery({
    queryKey: contactKeys.searchPage(queryString),
    queryFn: ({ signal }) => getJson(`/api/contacts/search?${queryString}`, searchResponse, signal),
  });
}

/** The profile with phones, emails and history; fetched only while the profile is open. */
export function useContact(id: string | null) {
  return useQuery<OpenedContactProfile>({
    queryKey: contactKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getJson(contactUrl(id ?? ''), openedContactProfile, signal),
    enabled: id !== null,
  });
}

/**
 * The values the contacts have for each choice filter (precinct, districts), with counts: fetched when a
 * filter panel shows them. They change only with an import, so they are fetched again after five minutes.
 */
export function useFilterChoices(enabled = true) {
  return useQuery({
    queryKey: contactKeys.filterChoices,
    queryFn: ({ signal }) => getJson(contactKeys.filterChoices[0], filterChoices, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The elections of the imported voter history, newest first (the "Voted in" filter's choices). */
export function useElections() {
  return useQuery({
    queryKey: contactKeys.elections,
    queryFn: ({ signal }) => getJson(contactKeys.elections[0], electionList, signal),
    staleTime: 5 * 60_000,
  });
}

export type ContactChanges = Omit<UpdateContactRequest, 'expectedUpdatedAt'>;

/** A page of results with one contact's summary changed where it appears (its fields the summary has). */
function withChangedContact(page: SearchResponse, id: string, changes: ContactChanges): SearchResponse {
  const change = <T extends { id: string }>(c: T): T =>
    c.id === id ? { ...c, ...Object.fromEntries(Object.entries(changes).filter(([key]) => key in c)) } : c;
  return {
    ...page,
    contacts: page.contacts.map(change),
    ...(page.similar && { similar: page.similar.map(change) }),
  };
}

/**
 * Saves campaign status or notes. The `updatedAt` loaded with the contact goes along, so a save over
 * someone else's newer change is refused (409): its message shows and the contact reloads. Without a
 * connection the change is kept on the device (offline/sync.ts) and shown at once; it is sent when the
 * connection returns, still carrying that `updatedAt`.
 */
export function useUpdateContact(contact: ContactProfile) {
  return useMutation({
    // Tried even without signal: a network failure keeps the change on the device instead of pausing it.
    networkMode: 'always',
    // A session that ended: these words, then sign in (lib/session-ended.ts); the draft stays on the device.
    meta: {
      sessionEnded: { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
    },
    mutationFn: async (changes: ContactChanges) => {
      const saved = await saveOrQueue('contact-update', {
        contactId: contact.id,
        contactName: contact.fullName ?? '',
        changes,
        expectedUpdatedAt: contact.updatedAt,
        // What the changed fields held, so a later refusal over someone else's change to other fields is no
        // conflict (offline/kinds/contact-update.ts).
        before: Object.fromEntries(
          (Object.keys(changes) as (keyof ContactChanges)[]).map((key) => [key, contact[key]]),
        ),
      });
      return saved.queued ? { queued: changes } : { updated: saved.result as ContactProfile };
    },
    onSuccess: async (saved) => {
      const { queued } = saved;
      if (queued) {
        // Shown as saved on this device until it is sent; the cached profile keeps the server's updatedAt.
        queryClient.setQueryData<ContactProfile>(contactKeys.detail(contact.id), (old) =>
          old ? { ...old, ...queued } : old,
        );
        // The results already on screen show it too (a status badge), before it is sent.
        queryClient.setQueriesData<SearchResponse>({ queryKey: contactKeys.search }, (old) =>
          old ? withChangedContact(old, contact.id, queued) : old,
        );
        toast({ title: SAVED_ON_DEVICE, description: 'It will be sent when the connection returns.' });
        return;
      }
      // The answer is the whole profile as saved, and counted against the read budget: fetching it again
      // would cost a second profile read for nothing (decision 0187, docs/decisions/0187-an-edit-is-a-read.md).
      queryClient.setQueryData(contactKeys.detail(contact.id), saved.updated);
      toast({ title: 'Contact updated successfully' });
      await invalidateAfter.contactUpdated(queryClient);
    },
    onError: async (error) => {
      const status = errorStatus(error);
      if (status === 401) return;
      // A refusal (a stale edit, a role taken away, the read budget, a value out of bounds) or maintenance
      // mode: the server says what happened and what to do; anything else gets the general words.
      const refused = status !== null && ((status >= 400 && status < 500) || status === 503);
      toast({
        title: 'Error',
        description: refused ? errorMessage(error, 'Failed to update contact') : 'Failed to update contact',
        variant: 'destructive',
      });
      const code = errorCode(error);
      if (code === 'stale_version' || code === 'forbidden' || code === 'maintenance')
        await invalidateAfter.contactUpdateRefused(queryClient, contact.id);
    },
  });
}

/** Downloads the contact's CSV, named by the server, else contact_{systemId or id}_export.csv. */
export function useExportContact(contact: Pick<ContactProfile, 'id' | 'systemId'>) {
  return useMutation({
    mutationFn: () =>
      downloadFile(
        `${contactUrl(contact.id)}/export`,
        `contact_${contact.systemId || contact.id}_export.csv`,
      ),
    onSuccess: (filename) => {
      toast({ title: 'Export successful', description: filename });
    },
    onError: () => {
      toast({
        title: 'Export failed',
        description: 'Failed to export contact data. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
