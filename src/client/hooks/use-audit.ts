/** The audit log: pages of entries by cursor for the admin tab, and hiding a timeline entry. */
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type AuditLogPage, auditLogPage } from '../../common/schemas/audit.js';
import { errorMessage } from '../api/api-error';
import { getJson, send } from '../api/http';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { auditKeys } from '../query-keys/keys';

export type AuditFilters = {
  userId: string;
  contact: string;
  action: string;
  tableName: string;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = {
  userId: '',
  contact: '',
  action: '',
  tableName: '',
  from: '',
  to: '',
};

/** Runs only while the Audit Logs tab is shown. */
export function useAuditLogs(filters: AuditFilters) {
  return useInfiniteQuery<AuditLogPage>({
    queryKey: auditKeys.list(filters),
    initialPageParam: null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
      if (typeof pageParam === 'string') params.set('cursor', pageParam);
      return getJson(`/api/admin/audit-logs?${params}`, auditLogPage, signal);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * The admin's delete icon on a timeline entry: hides it; the audit log keeps it (decision 0109,
 * docs/decisions/0109-audit-rows-hidden-not-deleted.md).
 */
export function useHideAuditEntry(contactId: string) {
  return useMutation({
    mutationFn: (entryId: string) =>
      send('PATCH', `/api/admin/audit-logs/${encodeURIComponent(entryId)}/hide`),
    onSuccess: async () => {
      toast({ title: 'Entry hidden', description: 'It is kept in the admin audit log.' });
      await invalidateAfter.auditEntryHidden(queryClient, contactId);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to hide the entry'),
        variant: 'destructive',
      }),
  });
}
