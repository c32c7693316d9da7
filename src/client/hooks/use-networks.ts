/** My Network calls, loaded only for editors and admins (the roles that keep a network), with their toasts. */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type NetworkCheck,
  type NetworkEntry,
  networkCheck,
  networkContactIds,
  networkPage,
} from '../../common/schemas/networks.js';
import { ApiError, NETWORK_FAILURE_STATUS } from '../api/api-error';
import { getJson, send } from '../api/http';
import { networkCheckUrl, networkEntryUrl } from '../api/urls';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { networkKeys } from '../query-keys/keys';
import { useCan } from './use-can';

/** One page of the signed-in user's network (optionally those matching `q`); not asked for at all by viewers. */
export function useNetwork(page: number, q: string) {
  const canUse = useCan('network:use');
  return useQuery({
    queryKey: networkKeys.page(page, q),
    queryFn: ({ signal }) =>
      getJson(`/api/networks?${new URLSearchParams({ page: String(page), q })}`, networkPage, signal),
    enabled: canUse,
    placeholderData: keepPreviousData,
  });
}

/** Ids of the contacts in the user's network, for the heart markers (empty for viewers). */
export function useNetworkContactIds(): ReadonlySet<string> {
  const canUse = useCan('network:use');
  const { data } = useQuery({
    queryKey: networkKeys.ids,
    queryFn: ({ signal }) => getJson('/api/networks/ids', networkContactIds, signal),
    enabled: canUse,
  });
  return useMemo(() => new Set(data?.contactIds ?? []), [data]);
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
      await invalidateAfter.networkChanged(queryClient, contact.id);
    },
    onError: async () => {
      toast({ title: 'Error', description: 'Failed to update network status.', variant: 'destructive' });
      // The entry may have changed elsewhere (another tab): the button shows what is true now.
      await invalidateAfter.networkChanged(queryClient, contact.id);
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
    onSettled: async (_data, _error, entry) => invalidateAfter.networkChanged(queryClient, entry.contactId),
  });
}
