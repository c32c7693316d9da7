/** The audit log: pages of entries by cursor for the admin tab, and hiding a timeline entry. */
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { type AuditLogPage, auditLogPage } from '../../common/schemas/audit.js';
import { toast } from '../hooks/use-toast';
import { queryClient } from '../lib/query-client';
import { errorMessage } from './api-error';
import { contactKeys } from './contacts';
import { getJson, send } from './http';

export interface AuditFilters {
  userId: string;
  contact: string;
  action: string;
  tableName: string;
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilters = {
  userId: '',
  contact: '',
  action: '',
  tableName: '',
  from: '',
  to: '',
};

export const auditKeys = {
  all: ['/api/admin/audit-logs'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
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

/** The admin's delete icon on a timeline entry: hides it; the audit log keeps it (docs/DECISIONS.md). */
export function useHideAuditEntry(contactId: string) {
  return useMutation({
    mutationFn: (entryId: string) =>
      send('PATCH', `/api/admin/audit-logs/${encodeURIComponent(entryId)}/hide`),
    onSuccess: async () => {
      toast({ title: 'Entry hidden', description: 'It is kept in the admin audit log.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to hide the entry'),
        variant: 'destructive',
      }),
  });
}
