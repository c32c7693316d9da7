/** My Network calls, loaded only for editors and admins (the roles that keep a network), with their toasts. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type NetworkCheck,
  type NetworkEntry,
  networkCheck,
  networkList,
} from '../../common/schemas/networks.js';
import { useCan } from '../hooks/use-can';
import { toast } from '../hooks/use-toast';
import { queryClient } from '../lib/query-client';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { ApiError, NETWORK_FAILURE_STATUS } from './api-error';
import { contactKeys } from './contacts';
import { getJson, send } from './http';
import { impactKeys } from './impact';
import { networkCheckUrl, networkEntryUrl } from './network-urls';

export const networkKeys = {
  list: ['/api/networks'] as const,
  check: (contactId: string) => ['/api/networks/check', contactId] as const,
};

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
        return await getJson(networkCheckUrl(contactId), networkCheck, signal);
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

/**
 * Adds the contact, or removes it by the entry id the check returned; toasts name the contact. Without signal
 * the change waits on the device (offline/kinds/network-change.ts) and the button shows it as made.
 */
export function useToggleNetwork(contact: { id: string; fullName: string }) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async (current: NetworkCheck) => {
      const add = !current.inNetwork;
      const saved = await saveOrQueue('network-change', {
        contactId: contact.id,
        add,
        networkId: current.networkId,
      });
      return saved.queued
        ? { queued: true, add }
        : { queued: false, add, check: saved.result as NetworkCheck };
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(
        networkKeys.check(contact.id),
        saved.check ?? { inNetwork: saved.add, networkId: null },
      );
      if (saved.queued) {
        toast({
          title: SAVED_ON_DEVICE,
          description: `${contact.fullName} will be ${saved.add ? 'added to' : 'removed from'} your network when the connection returns.`,
        });
        return;
      }
      toast({
        title: saved.add ? 'Added to network' : 'Removed from network',
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
      await send('DELETE', networkEntryUrl(entry.id));
      return entry;
    },
    onSuccess: (entry) => {
      toast({ title: 'Removed from network', description: entry.contact.fullName });
    },
    onError: (error) => console.error('Removing a network contact failed', error),
    onSettled: async (_data, _error, entry) => refreshAfterChange(entry.contactId),
  });
}
