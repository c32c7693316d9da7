/** Data Management's database operations (issue 6); the import panel has its own calls. */
import { useMutation } from '@tanstack/react-query';
import {
  cleanupReport,
  validationReport,
  WIPE_CONFIRMATION_MESSAGE,
  wipeResponse,
} from '../../../../shared/schemas/database.js';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, queryClient, serverMessage } from '../../../lib/queryClient';

const failed = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: serverMessage(error, fallback), variant: 'destructive' });

export function useValidateData() {
  return useMutation({
    mutationFn: async () =>
      validationReport.parse(await (await apiRequest('POST', '/api/admin/database/validate')).json()),
    onError: failed('Error', 'Failed to run data validation'),
  });
}

export function useCleanUpData() {
  return useMutation({
    mutationFn: async () =>
      cleanupReport.parse(await (await apiRequest('POST', '/api/admin/database/cleanup')).json()),
    onSuccess: async (report) => {
      toast({ title: 'Data cleanup complete', description: report.message });
      await queryClient.invalidateQueries();
    },
    onError: failed('Error', 'Failed to clean up data'),
  });
}

/** SPEC §4: on success every cached query refreshes. */
export function useWipeDatabase() {
  return useMutation({
    mutationFn: async (confirmation: string) =>
      wipeResponse.parse(
        await (await apiRequest('POST', '/api/admin/database/wipe', { confirmation })).json(),
      ),
    onSuccess: async () => {
      toast({
        title: 'Database wiped successfully',
        description: 'All contact data has been permanently deleted. You can now import new data.',
      });
      await queryClient.invalidateQueries();
    },
    onError: failed('Database wipe failed', 'Failed to wipe database. Check your credentials.'),
  });
}

export const wipeWordMismatch = () =>
  toast({ title: 'Error', description: WIPE_CONFIRMATION_MESSAGE, variant: 'destructive' });

export { useSystemStatus } from '../../../components/layout/MaintenanceBanner';
