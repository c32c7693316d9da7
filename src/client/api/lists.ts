/** Walk and call lists and contact attempts (issue 19). */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { attemptContactChanges } from '../../common/attempt-effects.js';
import { authorName, formatCount } from '../../common/format.js';
import type { CurrentUser } from '../../common/schemas/auth.js';
import { type OpenedContactProfile, openedContactProfile } from '../../common/schemas/contacts.js';
import {
  type CreateListRequest,
  createdList,
  type ListDetail,
  listDetail,
  listSummaries,
  listSummary,
  type RecordAttemptRequest,
  type SplitListRequest,
  splitListResponse,
  type UpdateListRequest,
} from '../../common/schemas/lists.js';
import { toast } from '../hooks/use-toast';
import { queryClient } from '../lib/query-client';
import { SAVED_ON_DEVICE, saveOrQueue } from '../offline/sync';
import { errorMessage } from './api-error';
import { authKeys } from './auth';
import { contactUrl } from './contact-url';
import { contactKeys } from './contacts';
import { getJson, send, sendJson } from './http';
import { impactKeys } from './impact';
import { withMemberResult } from './list-progress';

export const listKeys = {
  all: ['/api/lists'] as const,
  detail: (id: string, page: number) => ['/api/lists', id, page] as const,
};

/** `enabled` false for a role that cannot work lists: the server would refuse. */
export function useLists(enabled = true) {
  return useQuery({
    queryKey: listKeys.all,
    enabled,
    queryFn: ({ signal }) => getJson('/api/lists', listSummaries, signal),
  });
}

/** One page of a list's members (the sheet shows one; the print view reads them all). */
const listPage = (id: string, page: number, signal?: AbortSignal) =>
  getJson(`/api/lists/${encodeURIComponent(id)}?page=${page}`, listDetail, signal);

const listPageQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: listKeys.detail(id, page),
    queryFn: ({ signal }) => listPage(id, page, signal),
  });

export function useList(id: string, page: number, enabled = true) {
  return useQuery({ ...listPageQuery(id, page), enabled });
}

/**
 * The pages next to this one that hold members, and the last: a page holds whole households, so a page may hold
 * more than `pageSize` voters and a page number may hold none (DECISIONS.md, "A page holds whole households").
 * A page kept on the device by an earlier version has no links: its neighbours are counted from the size.
 */
export function pageLinks(list: ListDetail) {
  const last = list.lastPage ?? Math.max(1, Math.ceil(list.size / list.pageSize));
  return {
    last,
    previous: list.previousPage !== undefined ? list.previousPage : list.page > 1 ? list.page - 1 : null,
    next: list.nextPage !== undefined ? list.nextPage : list.page < last ? list.page + 1 : null,
  };
}

/**
 * Every member of a list, for printing: its pages one after another (each page says which holds the next
 * voters), stopping at the first refusal (a list larger than the reader's budget stops there once, instead of
 * sending every remaining page to be refused).
 */
export function useWholeList(id: string, enabled = true) {
  return useQuery({
    queryKey: [...listKeys.all, id, 'whole'],
    enabled,
    queryFn: async ({ signal }) => {
      const first = await listPage(id, 1, signal);
      const members = [...first.members];
      let { next } = pageLinks(first);
      for (let read = first.page; next !== null && next > read; ) {
        const page = await listPage(id, next, signal);
        members.push(...page.members);
        read = next;
        next = pageLinks(page).next;
      }
      return { name: first.name, members };
    },
  });
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

export function useCreateList() {
  return useMutation({
    mutationFn: (body: CreateListRequest) => sendJson('POST', '/api/lists', body, createdList),
    onSuccess: async (list) => {
      toast({ title: 'List made', description: `${list.name}: ${formatCount(list.size)} voters` });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: failed('The list could not be made'),
  });
}

export function useUpdateList(id: string) {
  return useMutation({
    mutationFn: (body: UpdateListRequest) => sendJson('PATCH', `/api/lists/${id}`, body, listSummary),
    onSuccess: async () => {
      toast({ title: 'List saved' });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: failed('The list could not be saved'),
  });
}

export function useDeleteList(id: string) {
  return useMutation({
    mutationFn: () => send('DELETE', `/api/lists/${id}`),
    onSuccess: async () => {
      toast({ title: 'List deleted' });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: failed('The list could not be deleted'),
  });
}

export function useRefreshList(id: string) {
  return useMutation({
    mutationFn: () => sendJson('POST', `/api/lists/${id}/refresh`, {}, listSummary),
    onSuccess: async (list) => {
      toast({ title: 'Members refreshed', description: `${formatCount(list.size)} voters` });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: failed('The members could not be refreshed'),
  });
}

/** Cuts a walk list into turfs; My Lists and the list's page show them. */
export function useSplitList(id: string) {
  return useMutation({
    mutationFn: (body: SplitListRequest) =>
      sendJson('POST', `/api/lists/${id}/split`, body, splitListResponse),
    onSuccess: async ({ turfs }) => {
      toast({ title: `Cut into ${formatCount(turfs.length)} turfs`, description: 'Assign each one below.' });
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
    onError: failed('The list could not be cut into turfs'),
  });
}

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
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeys.all, exact: true }),
        // The open page already shows the result (showResult): refetching it after every result would charge
        // 50 rows to the read budget each time; it is fetched again when next opened.
        queryClient.invalidateQueries({ queryKey: listKeys.all, exact: false, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: contactKeys.detail(saved.contactId) }),
        queryClient.invalidateQueries({ queryKey: impactKeys.stats }),
      ]);
    },
    onError: async (error) => {
      failed('The result could not be recorded')(error);
      await queryClient.invalidateQueries({ queryKey: listKeys.all });
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
