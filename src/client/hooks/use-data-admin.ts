/** Data Management's database operations; the import panel has its own calls. */
import { useMutation } from '@tanstack/react-query';
import { cleanupReport, validationReport, wipeResponse } from '../../common/schemas/database.js';
import { errorMessage } from '../api/api-error';
import { sendJson } from '../api/http';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

export function useValidateData() {
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/admin/database/validate', undefined, validationReport),
    onError: failed('Error', 'Failed to run data validation'),
  });
}

export function useCleanUpData() {
  return useMutation({
    mutationFn: () => sendJson('POST', '/api/admin/database/cleanup', undefined, cleanupReport),
    onSuccess: async (report) => {
      toast({ title: 'Data cleanup complete', description: report.message });
      await invalidateAfter.contactsReplaced(queryClient);
    },
    onError: failed('Error', 'Failed to clean up data'),
  });
}

/** After a wipe every cached query refreshes: nothing shown may outlive the data. */
export function useWipeDatabase() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      sendJson('POST', '/api/admin/database/wipe', { confirmation }, wipeResponse),
    onSuccess: async () => {
      toast({
        title: 'Database wiped successfully',
        description: 'All contact data has been permanently deleted. You can now import new data.',
      });
      await invalidateAfter.contactsReplaced(queryClient);
    },
    onError: failed('Database wipe failed', 'Failed to wipe database. Check your credentials.'),
  });
}
