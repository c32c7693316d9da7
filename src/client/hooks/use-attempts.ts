/**
 * Contact attempts (issue 19): a door knocked or a call made, recorded now or kept on the device to send later,
 * shown at once on the list and the profile; and an admin clearing do not contact.
 */
import { useMutation } from '@tanstack/react-query';
import { attemptContactChanges } from '../../common/attempt-effects.js';
import { authorName } from '../../common/format.js';
import type { CurrentUser } from '../../common/schemas/auth.js';
import { type OpenedContactProfile, openedContactProfile } from '../../common/schemas/contacts.js';
import type { ListDetail, RecordAttemptRequest } from '../../common/schemas/lists.js';
import { errorMessage } from '../api/api-error';
import { sendJson } from '../api/http';
import { contactUrl } from '../api/urls';
import { withMemberResult } from '../lib/list-progress';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { authKeys, contactKeys, listKeys } from '../query-keys/keys';

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

export type AttemptInput = Omit<RecordAttemptRequest, 'clientId' | 'deviceAt'>;

/**
 * Records a result: sent now, or kept on the device without a connection and sent later, in order. The
 * clientId made here makes a resend harmless. The list page shows the result at once either way.
 */
export function useRecordAttempt(listId?: string) {
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ contactId, ...body }: AttemptInput & { contactId: string }) => {
      const payload = {
        contactId,
        body: {
          ...body,
          ...(listId && { listId }),
          clientId: crypto.randomUUID(),
          deviceAt: new Date().toISOString(),
        },
      };
      const saved = await saveOrQueue('contact-attempt', payload);
      return { queued: saved.queued, contactId, result: body.result };
    },
    // A fetch of the page already under way (a reload's refetch) would answer without this result and
    // overwrite it: cancelled first, as TanStack Query's optimistic updates do.
    onMutate: async (attempt) => {
      await queryClient.cancelQueries({ queryKey: listKeys.all });
      showResult(attempt);
    },
    onSuccess: async (saved, attempt) => {
      if (saved.queued) {
        showOnProfile(attempt);
        toast({
          title: SAVED_ON_DEVICE,
          description: 'The result will be sent when the connection returns.',
        });
        return;
      }
      await invalidateAfter.attemptRecorded(queryClient, saved.contactId);
    },
    onError: async (error) => {
      failed('The result could not be recorded')(error);
      await invalidateAfter.attemptRefused(queryClient);
    },
  });
}

/**
 * An attempt waiting on the device: the cached profile shows at once what it says about the voter (as an edit
 * saved on the device does); the server's version replaces it when the attempt has been sent.
 */
function showOnProfile({ contactId, phoneId, ...attempt }: AttemptInput & { contactId: string }) {
  queryClient.setQueryData<OpenedContactProfile>(contactKeys.detail(contactId), (old) =>
    old
      ? {
          ...old,
          ...attemptContactChanges(attempt),
          phones:
            attempt.result === 'wrong-number' && phoneId
              ? old.phones.map((p) => (p.id === phoneId ? { ...p, wrongNumber: true } : p))
              : old.phones,
        }
      : old,
  );
}

/**
 * The result and the progress (by result and by volunteer) show on the list at once, before (or without) the
 * server's answer: a result kept on the device counts as the server will count it once sent.
 */
function showResult({ contactId, ...attempt }: AttemptInput & { contactId: string }) {
  const me = queryClient.getQueryData<CurrentUser | null>(authKeys.currentUser);
  const by = me ? authorName(me) : 'You';
  const at = new Date().toISOString();
  queryClient.setQueriesData<ListDetail>({ queryKey: listKeys.all }, (old) => {
    // The summaries and the printed whole list (members without progress) share the key's start.
    if (!old || !('members' in old) || !('progress' in old)) return old;
    const member = old.members.find((m) => m.contactId === contactId);
    return member ? withMemberResult(old, member, attempt, by, at) : old;
  });
}

/** Admins only: the voter may be contacted again. */
export function useClearDoNotContact(contactId: string) {
  return useMutation({
    mutationFn: () =>
      sendJson('DELETE', `${contactUrl(contactId)}/do-not-contact`, undefined, openedContactProfile),
    onSuccess: (profile) => {
      queryClient.setQueryData(contactKeys.detail(contactId), profile);
      toast({ title: 'Do not contact cleared' });
    },
    onError: failed('Do not contact could not be cleared'),
  });
}
