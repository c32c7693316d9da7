/** The Audit Logs tab's call: pages of entries by cursor, per filter set. Runs only while the tab is shown. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type AuditLogPage, auditLogPage } from '../../../../shared/schemas/audit.js';
import { AUDIT_KEY } from '../../../api/audit';
import { throwIfResNotOk } from '../../../lib/queryClient';

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

export function useAuditLogs(filters: AuditFilters) {
  return useInfiniteQuery<AuditLogPage>({
    queryKey: [...AUDIT_KEY, filters],
    initialPageParam: null,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
      if (typeof pageParam === 'string') params.set('cursor', pageParam);
      const res = await fetch(`/api/admin/audit-logs?${params}`, { credentials: 'include' });
      await throwIfResNotOk(res);
      return auditLogPage.parse(await res.json());
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
