import type { UserRow } from '../db/schema/index.js';

/** A user as admins see them: every field but the password hash and the token. */
export function presentUserForAdmin(user: UserRow) {
  const { passwordHash: _hash, invitationToken: _token, ...visible } = user;
  return {
    ...visible,
    tokenExpiresAt: visible.tokenExpiresAt?.toISOString() ?? null,
    lastLoginAt: visible.lastLoginAt?.toISOString() ?? null,
    createdAt: visible.createdAt.toISOString(),
    updatedAt: visible.updatedAt.toISOString(),
  };
}
