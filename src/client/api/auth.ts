/** Signing in and out of accounts, registration, password resets and the user's own profile. */
import { useQuery } from '@tanstack/react-query';
import {
  type ChangePasswordRequest,
  type CurrentUser,
  currentUser,
  loginResponse,
  messageResponse,
  ownSessionList,
  passwordTokenStatus,
  type RegisterForm,
  recoveryCodesResponse,
  successResponse,
  twoFactorSetupResponse,
  type UpdateProfileRequest,
} from '../../common/schemas/auth.js';
import { claimDevice } from '../offline/device-owner';
import { forgetDeviceData } from '../offline/forget-device-data';
import { knownUser, rememberUser } from '../offline/known-user';
import { ApiError, NETWORK_FAILURE_STATUS } from './api-error';
import { getJson, request, send, sendJson } from './http';

export const authKeys = {
  currentUser: ['/api/auth/user'] as const,
  sessions: ['/api/auth/sessions'] as const,
};

/**
 * The signed-in user; null when signed out (a 401 is an answer, not an error). Without signal, the person last
 * signed in on this device (offline/known-user.ts), so the installed app opens its pages.
 */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: authKeys.currentUser,
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      try {
        const user = await getJson('/api/auth/user', currentUser, signal);
        // Another person's queued changes and drafts go, before the device remembers the new user. The app does
        // not wait for it: sending and showing them already take only the signed-in user's own.
        void claimDevice(user.id)
          .catch(() => undefined)
          .then(() => rememberUser(user));
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          void rememberUser(null);
          return null;
        }
        const known =
          error instanceof ApiError && error.status === NETWORK_FAILURE_STATUS && (await knownUser());
        if (known) return known;
        throw error;
      }
    },
  });
}

/** The session check of an open tab: marked so that it does not count as activity on the server. */
export const SESSION_CHECK_HEADER = 'X-Session-Check';
export const checkSession = () =>
  request('GET', '/api/auth/user', { headers: { [SESSION_CHECK_HEADER]: 'passive' } });

/** `twoFactorRequired` in the answer: the password was right and the code is asked next (logInWithCode). */
export const logIn = (email: string, password: string) =>
  sendJson('POST', '/api/auth/login', { email, password }, loginResponse);

/** The second step of signing in: the app's 6-digit code or a recovery code. */
export const logInWithCode = (code: string) =>
  sendJson('POST', '/api/auth/login/two-factor', { code }, successResponse);

export const startTwoFactorSetup = () =>
  sendJson('POST', '/api/auth/two-factor/setup', {}, twoFactorSetupResponse);

export const enableTwoFactor = (code: string) =>
  sendJson('POST', '/api/auth/two-factor/enable', { code }, recoveryCodesResponse);

export const newRecoveryCodes = (password: string) =>
  sendJson('POST', '/api/auth/two-factor/recovery-codes', { password }, recoveryCodesResponse);

export const disableTwoFactor = (password: string) =>
  sendJson('POST', '/api/auth/two-factor/disable', { password }, messageResponse);

export const register = (values: Omit<RegisterForm, 'confirmPassword'>) =>
  send('POST', '/api/auth/register', values);

export const requestPasswordReset = (email: string) =>
  sendJson('POST', '/api/auth/password-reset', { email }, messageResponse);

/** Whether a reset or invitation link still works; asked before the person types a password. */
export const passwordTokenKey = (token: string) => ['/api/auth/password-reset', token] as const;
export const checkPasswordToken = (token: string, signal?: AbortSignal) =>
  getJson(`/api/auth/password-reset/${encodeURIComponent(token)}`, passwordTokenStatus, signal);

export const resetPassword = (token: string | undefined, newPassword: string) =>
  send('POST', '/api/auth/password-reset/confirm', { token, newPassword });

export const updateProfile = (values: UpdateProfileRequest) =>
  sendJson('PATCH', '/api/auth/profile', values, currentUser);

export const changePassword = (values: ChangePasswordRequest) =>
  send('POST', '/api/auth/change-password', values);

/** Where the signed-in person is signed in (Account Settings). */
export function useOwnSessions(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.sessions,
    queryFn: ({ signal }) => getJson('/api/auth/sessions', ownSessionList, signal),
    enabled,
  });
}

export const signOutOtherSessions = () =>
  sendJson('POST', '/api/auth/sessions/sign-out-others', {}, messageResponse);

/**
 * Signs out (a POST: it ends the session), then loads the home page afresh, whatever the answer. What the
 * device kept for offline use goes first (offline/forget-device-data.ts).
 */
export async function signOut() {
  await forgetDeviceData();
  await send('POST', '/api/logout').catch(() => undefined);
  window.location.href = '/';
}

/** Ends the session without leaving the page (a POST, as Sign Out's: `GET /api/logout` is only the spec's link). */
export async function signOutInPlace() {
  await send('POST', '/api/logout');
}
