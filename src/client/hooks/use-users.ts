/** The dashboard's calls on users and stats, with their toasts (PRODUCT.md, Messages) and refreshes. */
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { Role } from '../../common/constants.js';
import {
  messageResponse,
  type NotificationsResponse,
  notificationsResponse,
} from '../../common/schemas/auth.js';
import {
  type AdminStats,
  type AdminUser,
  adminStats,
  adminUserList,
  type CreateUserRequest,
  invitationResponse,
  type ReadBudgetRequest,
  userActionResponse,
} from '../../common/schemas/users.js';
import { errorMessage } from '../api/api-error';
import { getJson, type Method, send, sendJson } from '../api/http';
import { downloadFile } from '../lib/download';
import { queryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { invalidateAfter } from '../query-keys/invalidate-after';
import { userKeys } from '../query-keys/keys';
import { useCan } from './use-can';

/** Every user, newest first. Runs only for admins. */
export function useAdminUsers() {
  const isAdmin = useCan('admin:manage');
  return useQuery<AdminUser[]>({
    queryKey: userKeys.list,
    queryFn: ({ signal }) => getJson('/api/admin/users', adminUserList, signal),
    enabled: isAdmin,
  });
}

export function useAdminStats() {
  const isAdmin = useCan('admin:manage');
  return useQuery<AdminStats>({
    queryKey: userKeys.stats,
    queryFn: ({ signal }) => getJson('/api/admin/stats', adminStats, signal),
    enabled: isAdmin,
  });
}

const failed = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** A change to one user: the call, its success toast, its failure default and what it makes stale. */
function useUserChange<Variables>({
  call,
  success,
  failure,
  invalidate,
}: {
  call: (variables: Variables) => { method: Method; url: string; body?: unknown };
  success: string;
  failure: string;
  invalidate: (client: QueryClient) => Promise<unknown>;
}) {
  return useMutation({
    mutationFn: (variables: Variables) => {
      const { method, url, body } = call(variables);
      return sendJson(method, url, body, userActionResponse);
    },
    onSuccess: async () => {
      toast({ title: success });
      await invalidate(queryClient);
    },
    onError: (error) => failed(error, failure),
  });
}

const userUrl = (id: string, action = '') => `/api/admin/users/${encodeURIComponent(id)}${action}`;

export const useApproveUser = () =>
  useUserChange({
    // Without a chosen role the server approves with the role "Approved volunteers start as" names.
    call: ({ id, role }: { id: string; role?: Role }) => ({
      method: 'PATCH',
      url: userUrl(id, '/approve'),
      body: role ? { role } : undefined,
    }),
    success: 'User approved successfully',
    failure: 'Failed to approve user',
    invalidate: invalidateAfter.registrationReviewed,
  });

export const useRejectUser = () =>
  useUserChange({
    call: (id: string) => ({ method: 'PATCH', url: userUrl(id, '/reject') }),
    success: 'User rejected',
    failure: 'Failed to reject user',
    invalidate: invalidateAfter.registrationReviewed,
  });

export const useChangeRole = () =>
  useUserChange({
    call: ({ id, role }: { id: string; role: Role }) => ({
      method: 'PATCH',
      url: userUrl(id, '/role'),
      body: { role },
    }),
    success: 'User role updated successfully',
    failure: 'Failed to update user role',
    invalidate: invalidateAfter.userChanged,
  });

export const useChangeStatus = () =>
  useUserChange({
    call: ({ id, isActive }: { id: string; isActive: boolean }) => ({
      method: 'PATCH',
      url: userUrl(id, '/status'),
      body: { isActive },
    }),
    success: 'User status updated successfully',
    failure: 'Failed to update user status',
    invalidate: invalidateAfter.userChanged,
  });

/** A mail that did not go out is the admin's to know: they can fix the mail settings and resend. */
function reportUnsentInvitation(result: { invitationMailed: boolean; warning?: string; message: string }) {
  if (result.invitationMailed) return false;
  toast({
    title: 'Invitation not sent',
    description: result.warning ?? result.message,
    variant: 'destructive',
  });
  return true;
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (values: CreateUserRequest) =>
      sendJson('POST', '/api/admin/users', values, invitationResponse),
    onSuccess: async (result) => {
      if (!reportUnsentInvitation(result)) toast({ title: 'User created successfully' });
      await invalidateAfter.userChanged(queryClient);
    },
    onError: (error) => failed(error, 'Failed to create user'),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => sendJson('POST', userUrl(id, '/invitation'), undefined, invitationResponse),
    onSuccess: async (result) => {
      if (!reportUnsentInvitation(result)) toast({ title: result.message });
      await invalidateAfter.userAccountChanged(queryClient);
    },
    onError: (error) => failed(error, 'Failed to send the invitation'),
  });
}

/** For a person who lost their phone and their recovery codes (the server records who reset it). */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', userUrl(id, '/two-factor/reset'), undefined, messageResponse),
    onSuccess: async (result) => {
      toast({ title: 'Two-factor sign-in reset', description: result.message });
      await invalidateAfter.userAccountChanged(queryClient);
    },
    onError: (error) => failed(error, 'Failed to reset two-factor sign-in'),
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: string) => send('DELETE', userUrl(id)),
    onSuccess: async () => {
      toast({ title: 'User deleted successfully' });
      await invalidateAfter.userDeleted(queryClient);
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
        description: errorMessage(error, 'Failed to export user data'),
        variant: 'destructive',
      }),
  });
}

/** The bell menu: lists given to the reader; for admins also people waiting for approval and read budgets reached. */
export function useNotifications() {
  return useQuery<NotificationsResponse>({
    queryKey: userKeys.notifications,
    queryFn: ({ signal }) => getJson('/api/notifications', notificationsResponse, signal),
  });
}

/** Opening the bell: what it shows is no longer new (the count goes; the notices stay listed). */
export function useMarkNotificationsSeen() {
  return useMutation({
    mutationFn: () => send('POST', '/api/notifications/seen'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.notifications }),
  });
}

export const useSetReadBudget = () =>
  useUserChange({
    call: ({ id, ...budget }: { id: string } & ReadBudgetRequest) => ({
      method: 'PATCH',
      url: userUrl(id, '/read-budget'),
      body: budget,
    }),
    success: 'Read budget updated',
    failure: 'Failed to update the read budget',
    invalidate: invalidateAfter.userAccountChanged,
  });
