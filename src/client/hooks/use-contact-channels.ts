/**
 * A contact's phones and emails: added, changed and deleted the same way, so one implementation serves
 * both. Each change toasts and reloads the contact and Our Impact.
 */
import { useMutation } from '@tanstack/react-query';
import { capitalize } from '../../common/format.js';
import { errorMessage } from '../api/api-error';
import { CHANNELS, type ChannelName, channelBody } from '../api/channel-fields';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { useOneAtATime } from './use-one-at-a-time';

/** A phone or email as the list shows it: what a change or deletion is made against. */
export interface ShownChannel {
  id: string;
  value: string;
  type: string;
}

/** What the phone or email list can do; `done` runs after a successful save (or one kept on the device). */
export interface ChannelActions {
  add(value: string, type: string, done: () => void): void;
  update(row: ShownChannel, value: string, type: string, done: () => void): void;
  remove(row: ShownChannel): void;
  pending: boolean;
}

type Verb = { done: string; failed: string; later: string };
const ADD: Verb = { done: 'added', failed: 'add', later: 'added' };
const UPDATE: Verb = { done: 'updated', failed: 'update', later: 'changed' };
const DELETE: Verb = { done: 'deleted', failed: 'delete', later: 'deleted' };

function useChannelChange<Variables>(
  contactId: string,
  channel: ChannelName,
  verb: Verb,
  /** Resolves true when the change was kept on the device rather than sent. */
  call: (variables: Variables) => Promise<boolean>,
) {
  const { thing } = CHANNELS[channel];
  return useMutation({
    // A change without signal is kept on the device (offline/sync.ts) rather than paused in memory.
    networkMode: 'always',
    mutationFn: call,
    onSuccess: (queued) => {
      if (queued === true) {
        toast({
          title: SAVED_ON_DEVICE,
          description: `The ${thing} will be ${verb.later} when the connection returns.`,
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
    onSettled: () => invalidateAfter.channelChanged(queryClient, contactId),
  });
}

export function useChannelActions(contactId: string, channel: ChannelName): ChannelActions {
  const fields = CHANNELS[channel];
  const { collection } = fields;
  const body = (value: string, type: string) => channelBody(fields, value, type);
  // A change made without a connection waits on the device (offline/sync.ts) and is sent when it returns;
  // a change or deletion carries what it was made against, so it never overwrites someone else's edit.
  const change = async (row: ShownChannel, next?: { value: string; type: string }) => {
    const saved = await saveOrQueue('contact-channel-change', {
      contactId,
      collection,
      id: row.id,
      body: next && body(next.value, next.type),
      expected: body(row.value, row.type),
    });
    return saved.queued;
  };
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
    ({ row, value, type }: { row: ShownChannel; value: string; type: string }) =>
      change(row, { value, type }),
  );
  const remove = useChannelChange(contactId, channel, DELETE, (row: ShownChannel) => change(row));
  const oneAtATime = useOneAtATime();
  return {
    add: (value, type, done) =>
      oneAtATime.run((settled) => add.mutate({ value, type }, { onSuccess: done, onSettled: settled })),
    update: (row, value, type, done) =>
      oneAtATime.run((settled) =>
        update.mutate({ row, value, type }, { onSuccess: done, onSettled: settled }),
      ),
    remove: (row) => oneAtATime.run((settled) => remove.mutate(row, { onSettled: settled })),
    pending: oneAtATime.busy || add.isPending || update.isPending || remove.isPending,
  };
}
