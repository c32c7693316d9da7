/** The admin's delete icon on a timeline entry: hides it; the audit log keeps it (docs/DECISIONS.md). */
import { useMutation } from '@tanstack/react-query';
import { toast } from '../hooks/use-toast';
import { apiRequest, queryClient, serverMessage } from '../lib/queryClient';
import { contactKey } from './contacts';

export const AUDIT_KEY = ['/api/admin/audit-logs'] as const;

export function useHideAuditEntry(contactId: string) {
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest('PATCH', `/api/admin/audit-logs/${encodeURIComponent(entryId)}/hide`),
    onSuccess: async () => {
      toast({ title: 'Entry hidden', description: 'It is kept in the admin audit log.' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKey(contactId) }),
        queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to hide the entry'),
        variant: 'destructive',
      }),
  });
}
