/** My Network calls (SPEC §7), loaded only for roles that keep a network (§6), with the §8 toasts. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type NetworkCheck,
  type NetworkEntry,
  networkCheck,
  networkEntry,
  networkList,
} from '../../shared/schemas/networks.js';
import { toast } from '../hooks/use-toast';
import { useCan } from '../hooks/useCan';
import { apiRequest, queryClient, throwIfResNotOk } from '../lib/queryClient';

export const NETWORK_KEY = ['/api/networks'] as const;
export const networkCheckKey = (contactId: string) => ['/api/networks/check', contactId] as const;
export const IMPACT_KEY = ['/api/impact/stats'] as const;

/** The signed-in user's network; not asked for at all by viewers. */
export function useNetwork() {
  const canUse = useCan('network:use');
  return useQuery({
    queryKey: NETWORK_KEY,
    queryFn: async ({ signal }) => {
      const res = await fetch('/api/networks', { credentials: 'include', signal });
      await throwIfResNotOk(res);
      return networkList.parse(await res.json());
    },
    enabled: canUse,
  });
}

/** Ids of the contacts in the user's network, for the heart markers (empty for viewers). */
export function useNetworkContactIds(): ReadonlySet<string> {
  const { data } = useNetwork();
  return useMemo(() => new Set((data ?? []).map((entry) => entry.contactId)), [data]);
}

/** Whether one contact is in the network. A failed check is ignored (SPEC §8): the button shows "add". */
export function useNetworkCheck(contactId: string) {
  const canUse = useCan('network:use');
  return useQuery<NetworkCheck>({
    queryKey: networkCheckKey(contactId),
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/networks/check/${encodeURIComponent(contactId)}`, {
        credentials: 'include',
        signal,
      });
      if (!res.ok) return { inNetwork: false, networkId: null };
      return networkCheck.parse(await res.json());
    },
    enabled: canUse,
  });
}

async function refreshAfterChange(contactId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: NETWORK_KEY }),
    queryClient.invalidateQueries({ queryKey: networkCheckKey(contactId) }),
    queryClient.invalidateQueries({ queryKey: IMPACT_KEY }),
  ]);
}

/** Adds the contact, or removes it by the entry id the check returned; toasts name the contact. */
export function useToggleNetwork(contact: { id: string; fullName: string }) {
  return useMutation({
    mutationFn: async (networkId: string | null): Promise<NetworkCheck> => {
      if (networkId) {
        await apiRequest('DELETE', `/api/networks/${encodeURIComponent(networkId)}`);
        return { inNetwork: false, networkId: null };
      }
      const res = await apiRequest('POST', '/api/networks', { contactId: contact.id });
      const entry: NetworkEntry = networkEntry.parse(await res.json());
      return { inNetwork: true, networkId: entry.id };
    },
    onSuccess: async (result) => {
      queryClient.setQueryData(networkCheckKey(contact.id), result);
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

/** Removal from the My Network page: failures are only logged there (SPEC §8); the list reloads either way. */
export function useRemoveFromNetwork() {
  return useMutation({
    mutationFn: async (entry: NetworkEntry) => {
      await apiRequest('DELETE', `/api/networks/${encodeURIComponent(entry.id)}`);
      return entry;
    },
    onSuccess: (entry) => {
      toast({ title: 'Removed from network', description: entry.contact.fullName });
    },
    onError: (error) => console.error('Removing a network contact failed', error),
    onSettled: async (_data, _error, entry) => refreshAfterChange(entry.contactId),
  });
}
