import type { CurrentUser } from '../../common/schemas/auth.js';
import type { UserRow } from '../db/schema/index.js';

/** An admin without two-factor sign-in while the admins' setting requires it: they may only set it up. */
export const mustSetUpTwoFactor = (user: UserRow, requireForAdmins: boolean) =>
  requireForAdmins && user.role === 'admin' && user.totpEnabledAt === null;

/** What the signed-in user may know about their own account: never the hash, a token or the 2FA secret. */
export function presentCurrentUser(user: UserRow, requireTwoFactorForAdmins = false): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    status: user.status,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    phone: user.phone,
    address: user.address,
    city: user.city,
    state: user.state,
    zipCode: user.zipCode,
    dateOfBirth: user.dateOfBirth,
    twoFactorEnabled: user.totpEnabledAt !== null,
    twoFactorSetupRequired: mustSetUpTwoFactor(user, requireTwoFactorForAdmins),
  };
}
