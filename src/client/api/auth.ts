/**
 * The account calls as they go over the wire: signing in and out, registration, password resets, two-factor
 * sign-in and the user's own profile. The hooks that read the signed-in user are in hooks/use-auth.ts.
 */
import {
  type ChangePasswordRequest,
  currentUser,
  loginResponse,
  messageResponse,
  passwordTokenStatus,
  type RegisterForm,
  recoveryCodesResponse,
  successResponse,
  twoFactorSetupResponse,
  type UpdateProfileRequest,
} from '../../common/schemas/auth.js';
import { getJson, request, send, sendJson } from './http';

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
export const checkPasswordToken = (token: string, signal?: AbortSignal) =>
  getJson(`/api/auth/password-reset/${encodeURIComponent(token)}`, passwordTokenStatus, signal);

export const resetPassword = (token: string | undefined, newPassword: string) =>
  send('POST', '/api/auth/password-reset/confirm', { token, newPassword });

export const updateProfile = (values: UpdateProfileRequest) =>
  sendJson('PATCH', '/api/auth/profile', values, currentUser);

export const changePassword = (values: ChangePasswordRequest) =>
  send('POST', '/api/auth/change-password', values);

/** Gives the password again: for the next 10 minutes, changes that protect the account go through. */
export const confirmPassword = (password: string) =>
  sendJson('POST', '/api/auth/confirm-password', { password }, messageResponse);

export const signOutOtherSessions = () =>
  sendJson('POST', '/api/auth/sessions/sign-out-others', {}, messageResponse);

/** Ends the session (a POST, as Sign Out's: `GET /api/logout` is only the spec's link). */
export async function signOutInPlace() {
  await send('POST', '/api/logout');
}
