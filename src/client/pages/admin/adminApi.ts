/** The dashboard's calls on users and stats (SPEC §7), with the toasts and refreshes of SPEC §7–§8. */
import { type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../shared/constants.js';
import {
  type AdminStats,
  type AdminUser,
  adminStats,
  adminUserList,
  type CreateUserRequest,
  userActionResponse,
} from '../../../shared/schemas/users.js';
import { toast } from '../../hooks/use-toast';
import { useCan } from '../../hooks/useCan';
import { downloadFile } from '../../lib/download';
import { apiRequest, getQueryFn, queryClient, serverMessage } from '../../lib/queryClient';

export const USERS_KEY = ['/api/admin/users'] as const;
export const STATS_KEY = ['/api/admin/stats'] as const;
const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** Every user, newest first. Runs only for admins (SPEC §6). */
export function useAdminUsers() {
  const isAdmin = useCan('admin:manage');
  return useQuery<AdminUser[]>({
    queryKey: USERS_KEY,
    queryFn: async (context) => adminUserList.parse(await getQueryFn({ on401: 'throw' })(context)),
    enabled: isAdmin,
  });
}

export function useAdminStats() {
  const isAdmin = useCan('admin:manage');
  return useQuery<AdminStats>({
    queryKey: STATS_KEY,
    queryFn: async (context) => adminStats.parse(await getQueryFn({ on401: 'throw' })(context)),
    enabled: isAdmin,
  });
}

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: serverMessage(error, fallback), variant: 'destructive' });

function refresh(keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A change to one user: the call, its success toast, its failure default and what to refresh. */
function useUserChange<Variables>({
  send,
  success,
  failure,
  refreshes,
}: {
  send: (variables: Variables) => Promise<Response>;
  success: string;
  failure: string;
  refreshes: readonly QueryKey[];
}) {
  return useMutation({
    mutationFn: async (variables: Variables) =>
      userActionResponse.parse(await (await send(variables)).json()),
    onSuccess: async () => {
      toast({ title: success });
      await refresh(refreshes);
    },
    onError: (error) => failed(error, failure),
  });
}

const userUrl = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`;

export const useApproveUser = () =>
  useUserChange({
    send: (id: string) => apiRequest('PATCH', userUrl(id, '/approve')),
    success: 'User approved successfully',
    failure: 'Failed to approve user',
    refreshes: [USERS_KEY, NOTIFICATIONS_KEY],
  });

export const useRejectUser = () =>
  useUserChange({
    send: (id: string) => apiRequest('PATCH', userUrl(id, '/reject')),
    success: 'User rejected',
    failure: 'Failed to reject user',
    refreshes: [USERS_KEY, NOTIFICATIONS_KEY],
  });

export const useChangeRole = () =>
  useUserChange({
    send: ({ id, role }: { id: string; role: Role }) => apiRequest('PATCH', userUrl(id, '/role'), { role }),
    success: 'User role updated successfully',
    failure: 'Failed to update user role',
    refreshes: [USERS_KEY],
  });

export const useChangeStatus = () =>
  useUserChange({
    send: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiRequest('PATCH', userUrl(id, '/status'), { isActive }),
    success: 'User status updated successfully',
    failure: 'Failed to update user status',
    refreshes: [USERS_KEY, STATS_KEY],
  });

export const useCreateUser = () =>
  useUserChange({
    send: (values: CreateUserRequest) => apiRequest('POST', '/api/admin/users', values),
    success: 'User created successfully',
    failure: 'Failed to create user',
    refreshes: [USERS_KEY, STATS_KEY],
  });

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', userUrl(id)),
    onSuccess: async () => {
      toast({ title: 'User deleted successfully' });
      await refresh([USERS_KEY, STATS_KEY, NOTIFICATIONS_KEY]);
    },
    onError: (error) => failed(error, 'Failed to delete user'),
  });
}

const today = () => new Date().toISOString().slice(0, 10);

export function useExportUsers() {
  return useMutation({
    mutationFn: () => downloadFile('/api/admin/users/export', `groundwork-users-${today()}.xlsx`),
    onSuccess: (filename) => toast({ title: 'User Export Complete', description: `Saved as ${filename}` }),
    onError: (error) =>
      toast({
        title: 'User Export Failed',
        description: serverMessage(error, 'Failed to export user data'),
        variant: 'destructive',
      }),
  });
}
