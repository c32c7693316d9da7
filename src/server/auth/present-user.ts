import type { CurrentUser } from '../../shared/schemas/auth.js';
import type { UserRow } from '../db/schema/index.js';

/** What the signed-in user may know about their own account: never the hash or a token. */
export function presentCurrentUser(user: UserRow): CurrentUser {
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
  };
}
