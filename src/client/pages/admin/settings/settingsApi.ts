/** The Settings tab's calls; saving refreshes what settings change (search results, stats, the banner). */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type Settings,
  settingsSchema,
  type UpdateSettingsRequest,
} from '../../../../shared/schemas/settings.js';
import { CONTACT_SEARCH_KEY } from '../../../api/contacts';
import { toast } from '../../../hooks/use-toast';
import { apiRequest, getQueryFn, queryClient, serverMessage } from '../../../lib/queryClient';
import { STATS_KEY } from '../adminApi';

export const SETTINGS_KEY = ['/api/admin/settings'] as const;
export const SYSTEM_STATUS_KEY = ['/api/system/status'] as const;

export function useAdminSettings() {
  return useQuery<Settings>({
    queryKey: SETTINGS_KEY,
    queryFn: async (context) => settingsSchema.parse(await getQueryFn({ on401: 'throw' })(context)),
  });
}

async function refreshAfterSettings() {
  await Promise.all(
    [SETTINGS_KEY, CONTACT_SEARCH_KEY, STATS_KEY, SYSTEM_STATUS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useSaveSettings() {
  return useMutation({
    mutationFn: async (changes: UpdateSettingsRequest) =>
      (await apiRequest('PATCH', '/api/admin/settings', changes)).json(),
    onSuccess: async () => {
      toast({ title: 'Settings saved', description: 'They apply right away.' });
      await refreshAfterSettings();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save settings'),
        variant: 'destructive',
      }),
  });
}

export function useSetMaintenance() {
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (await apiRequest('PUT', '/api/admin/maintenance', { enabled })).json() as Promise<{ message: string }>,
    onSuccess: async (result, enabled) => {
      toast({
        title: result.message,
        description: enabled
          ? 'Editors and viewers can look but not change anything until you turn it off.'
          : 'Everyone can make changes again.',
      });
      await refreshAfterSettings();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to change maintenance mode'),
        variant: 'destructive',
      }),
  });
}
