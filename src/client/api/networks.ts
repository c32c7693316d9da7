/** My Network calls, loaded only for editors and admins (the roles that keep a network), with their toasts. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type NetworkCheck,
  type NetworkEntry,
  networkCheck,
  networkEntry,
  networkList,
} from '../../common/schemas/networks.js';
import { useCan } from '../hooks/use-can';
import { toast } from '../hooks/use-toast';
import { queryClient } from '../lib/query-client';
import { ApiError, NETWORK_FAILURE_STATUS } from './api-error';
import { contactKeys } from './contacts';
import { getJson, send, sendJson } from './http';
import { impactKeys } from './impact';

export const networkKeys = {
  list: ['/api/networks'] as const,
  check: (contactId: string) => ['/api/networks/check', contactId] as const,
};

const entryUrl = (id: string) => `/api/networks/${encodeURIComponent(id)}`;

/** The signed-in user's network; not asked for at all by viewers. */
export function useNetwork() {
  const canUse = useCan('network:use');
  return useQuery({
    queryKey: networkKeys.list,
    queryFn: ({ signal }) => getJson('/api/networks', networkList, signal),
    enabled: canUse,
  });
}

/** Ids of the contacts in the user's network, for the heart markers (empty for viewers). */
export function useNetworkContactIds(): ReadonlySet<string> {
  const { data } = useNetwork();
  return useMemo(() => new Set((data ?? []).map((entry) => entry.contactId)), [data]);
}

/** Whether one contact is in the network. A failed check is ignored, without a message: the button shows "add". */
export function useNetworkCheck(contactId: string) {
  const canUse = useCan('network:use');
  return useQuery<NetworkCheck>({
    queryKey: networkKeys.check(contactId),
    queryFn: async ({ signal }) => {
      try {
        return await getJson(`/api/networks/check/${encodeURIComponent(contactId)}`, networkCheck, signal);
      } catch (error) {
        const answered = error instanceof ApiError && error.status !== NETWORK_FAILURE_STATUS;
        if (answered) return { inNetwork: false, networkId: null };
        throw error;
      }
    },
    enabled: canUse,
  });
}

/** The network, the check, the profile ("In the networks of: you") and Our Impact's counts. */
async function refreshAfterChange(contactId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: networkKeys.list }),
    queryClient.invalidateQueries({ queryKey: networkKeys.check(contactId) }),
    queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) }),
    queryClient.invalidateQueries({ queryKey: impactKeys.stats }),
  ]);
}

/** Adds the contact, or removes it by the entry id the check returned; toasts name the contact. */
export function useToggleNetwork(contact: { id: string; fullName: string }) {
  return useMutation({
    mutationFn: async (networkId: string | null): Promise<NetworkCheck> => {
      if (networkId) {
        await send('DELETE', entryUrl(networkId));
        return { inNetwork: false, networkId: null };
      }
      const entry: NetworkEntry = await sendJson(
        'POST',
        '/api/networks',
        { contactId: contact.id },
        networkEntry,
      );
      return { inNetwork: true, networkId: entry.id };
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(networkKeys.check(contact.id), result);
      toast({
        title: result.inNetwork ? 'Added to network' : 'Removed from network',
        description: contact.fullName,
      });
      await refreshAfterChange(contact.id);
    },
    onError: async () => {
      toast({ title: 'Error', description: 'Failed to update network status.', variant: 'destructive' });
      // The entry may have changed elsewhere (another tab): the button shows what is true now.
      await refreshAfterChange(contact.id);
    },
  });
}

/**
 * Removal from the My Network page: failures are only logged there (PRODUCT.md, Network); the list reloads
 * either way.
 */
export function useRemoveFromNetwork() {
  return useMutation({
    mutationFn: async (entry: NetworkEntry) => {
      await send('DELETE', entryUrl(entry.id));
      return entry;
    },
    onSuccess: (entry) => {
      toast({ title: 'Removed from network', description: entry.contact.fullName });
    },
    onError: (error) => console.error('Removing a network contact failed', error),
    onSettled: async (_data, _error, entry) => refreshAfterChange(entry.contactId),
  });
}
