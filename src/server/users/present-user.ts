import type { UserRow } from '../db/schema/index.js';

/**
 * A user as admins see them: every field but the password hash, the token and the two-factor secret; only whether
 * a password is set and whether two-factor sign-in is on.
 */
export function presentUserForAdmin(user: UserRow) {
  const {
    passwordHash,
    invitationToken: _token,
    totpSecret: _secret,
    totpLastStep: _step,
    totpEnabledAt,
    ...visible
  } = user;
  return {
    ...visible,
    hasPassword: passwordHash !== null,
    twoFactorEnabled: totpEnabledAt !== null,
    // Only the person themself is ever held at the setup screen; admins see whether 2FA is on.
    twoFactorSetupRequired: false,
    tokenExpiresAt: visible.tokenExpiresAt?.toISOString() ?? null,
    lastLoginAt: visible.lastLoginAt?.toISOString() ?? null,
    createdAt: visible.createdAt.toISOString(),
    updatedAt: visible.updatedAt.toISOString(),
  };
}
