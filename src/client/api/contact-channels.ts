/**
 * A contact's phones and emails: added, changed and deleted the same way, so one implementation serves
 * both. Each change toasts and reloads the contact and Our Impact.
 */
import { useMutation } from '@tanstack/react-query';
import type { EmailType, PhoneType } from '../../common/constants.js';
import { capitalize } from '../../common/format.js';
import { toast } from '../hooks/use-toast';
import { queryClient } from '../lib/query-client';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { errorMessage } from './api-error';
import { contactKeys } from './contacts';
import { send } from './http';
import { impactKeys } from './impact';

export type ChannelName = 'phone' | 'email';

const CHANNELS = {
  phone: {
    collection: 'phones',
    thing: 'phone number',
    body: (value: string, type: string) => ({ phoneNumber: value, phoneType: type as PhoneType }),
  },
  email: {
    collection: 'emails',
    thing: 'email address',
    body: (value: string, type: string) => ({ email: value, emailType: type as EmailType }),
  },
} as const;

/** What the phone or email list can do; `done` runs after a successful save. */
export interface ChannelActions {
  add(value: string, type: string, done: () => void): void;
  update(id: string, value: string, type: string, done: () => void): void;
  remove(id: string): void;
  pending: boolean;
}

type Verb = { done: string; failed: string };
const ADD: Verb = { done: 'added', failed: 'add' };
const UPDATE: Verb = { done: 'updated', failed: 'update' };
const DELETE: Verb = { done: 'deleted', failed: 'delete' };

function useChannelChange<Variables>(
  contactId: string,
  channel: ChannelName,
  verb: Verb,
  /** Resolves true when the change was kept on the device rather than sent (only an add can be). */
  call: (variables: Variables) => Promise<unknown>,
) {
  const { thing } = CHANNELS[channel];
  return useMutation({
    // An add without signal is kept on the device (offline/sync.ts) rather than paused in memory.
    networkMode: 'always',
    mutationFn: call,
    onSuccess: (queued) => {
      if (queued === true) {
        toast({
          title: SAVED_ON_DEVICE,
          description: `The ${thing} will be added when the connection returns.`,
        });
        return;
      }
      toast({ title: `${capitalize(thing)} ${verb.done}` });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, `Failed to ${verb.failed} ${thing}`),
        variant: 'destructive',
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) }),
        queryClient.invalidateQueries({ queryKey: impactKeys.stats }),
      ]),
  });
}

export function useChannelActions(contactId: string, channel: ChannelName): ChannelActions {
  const { collection, body } = CHANNELS[channel];
  const itemUrl = (id: string) => `/api/${collection}/${encodeURIComponent(id)}`;
  // An add made without a connection waits on the device (offline/sync.ts) and is sent when it returns.
  const add = useChannelChange(
    contactId,
    channel,
    ADD,
    async ({ value, type }: { value: string; type: string }) => {
      const saved = await saveOrQueue('contact-channel-add', {
        contactId,
        collection,
        body: body(value, type),
      });
      return saved.queued;
    },
  );
  const update = useChannelChange(
    contactId,
    channel,
    UPDATE,
    ({ id, value, type }: { id: string; value: string; type: string }) =>
      send('PATCH', itemUrl(id), body(value, type)),
  );
  const remove = useChannelChange(contactId, channel, DELETE, (id: string) => send('DELETE', itemUrl(id)));
  return {
    add: (value, type, done) => add.mutate({ value, type }, { onSuccess: done }),
    update: (id, value, type, done) => update.mutate({ id, value, type }, { onSuccess: done }),
    remove: (id) => remove.mutate(id),
    pending: add.isPending || update.isPending || remove.isPending,
  };
}
