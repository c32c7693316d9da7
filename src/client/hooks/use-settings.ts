/** The Settings tab's calls; saving refreshes what settings change (search results, stats, the banner). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type Settings,
  settingsSchema,
  systemStatus,
  type UpdateSettingsRequest,
} from '../../common/schemas/settings.js';
import { errorMessage } from '../api/api-error';
import { getJson, send, sendJson } from '../api/http';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { settingsKeys } from '../query-keys/keys';

export function useAdminSettings() {
  return useQuery<Settings>({
    queryKey: settingsKeys.admin,
    queryFn: ({ signal }) => getJson('/api/admin/settings', settingsSchema, signal),
  });
}

/** Checked on every signed-in page (and each minute), so the maintenance banner appears without a reload. */
export function useSystemStatus() {
  return useQuery({
    queryKey: settingsKeys.systemStatus,
    queryFn: ({ signal }) => getJson('/api/system/status', systemStatus, signal),
    refetchInterval: 60_000,
  });
}

export function useSaveSettings() {
  return useMutation({
    mutationFn: (changes: UpdateSettingsRequest) => send('PATCH', '/api/admin/settings', changes),
    onSuccess: async () => {
      toast({ title: 'Settings saved', description: 'They apply right away.' });
      await invalidateAfter.settingsChanged(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save settings'),
        variant: 'destructive',
      }),
  });
}

const maintenanceResponse = z.object({ message: z.string() });

export function useSetMaintenance() {
  return useMutation({
    mutationFn: (enabled: boolean) =>
      sendJson('PUT', '/api/admin/maintenance', { enabled }, maintenanceResponse),
    onSuccess: async (result, enabled) => {
      toast({
        title: result.message,
        description: enabled
          ? 'Editors and viewers can look but not change anything until you turn it off.'
          : 'Everyone can make changes again.',
      });
      await invalidateAfter.settingsChanged(queryClient);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to change maintenance mode'),
        variant: 'destructive',
      }),
  });
}
