/** Walk and call lists (issue 19): My Lists, a list's pages, changes to a list. Results: use-attempts.ts. */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { formatCount } from '../../common/format.js';
import {
  type CreateListRequest,
  createdList,
  type ListDetail,
  listDetail,
  listSummaries,
  listSummary,
  type SplitListRequest,
  splitListResponse,
  type UpdateListRequest,
} from '../../common/schemas/lists.js';
import { errorMessage } from '../api/api-error';
import { getJson, send, sendJson } from '../api/http';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { listKeys } from '../query-keys/keys';

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
 * more than `pageSize` voters and a page number may hold none (decision 0245,
 * docs/decisions/0245-pages-hold-whole-households.md).
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
    queryKey: listKeys.whole(id),
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
      await invalidateAfter.listChanged(queryClient);
    },
    onError: failed('The list could not be made'),
  });
}

export function useUpdateList(id: string) {
  return useMutation({
    mutationFn: (body: UpdateListRequest) => sendJson('PATCH', `/api/lists/${id}`, body, listSummary),
    onSuccess: async () => {
      toast({ title: 'List saved' });
      await invalidateAfter.listChanged(queryClient);
    },
    onError: failed('The list could not be saved'),
  });
}

export function useDeleteList(id: string) {
  return useMutation({
    mutationFn: () => send('DELETE', `/api/lists/${id}`),
    onSuccess: async () => {
      toast({ title: 'List deleted' });
      await invalidateAfter.listChanged(queryClient);
    },
    onError: failed('The list could not be deleted'),
  });
}

export function useRefreshList(id: string) {
  return useMutation({
    mutationFn: () => sendJson('POST', `/api/lists/${id}/refresh`, {}, listSummary),
    onSuccess: async (list) => {
      toast({ title: 'Members refreshed', description: `${formatCount(list.size)} voters` });
      await invalidateAfter.listChanged(queryClient);
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
      await invalidateAfter.listChanged(queryClient);
    },
    onError: failed('The list could not be cut into turfs'),
  });
}
