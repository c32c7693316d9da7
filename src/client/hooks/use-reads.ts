/** Who read what (admins): the report of the last days and one person's read history. */
import { useQuery } from '@tanstack/react-query';
import { readHistory, readsReport } from '../../common/schemas/reads.js';
import { getJson } from '../api/http';
import { readKeys } from '../query-keys/keys';

export function useReadsReport(days: number) {
  return useQuery({
    queryKey: readKeys.report(days),
    queryFn: ({ signal }) => getJson(`/api/admin/reads?days=${days}`, readsReport, signal),
  });
}

export function useReadHistory(userId: string | null) {
  return useQuery({
    queryKey: readKeys.history(userId ?? ''),
    queryFn: ({ signal }) =>
      getJson(`/api/admin/reads/users/${encodeURIComponent(userId ?? '')}`, readHistory, signal),
    enabled: userId !== null,
  });
}
