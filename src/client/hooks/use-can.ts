import { can, type Permission } from '../../common/permissions.js';
import { useAuth } from './use-auth';

/** Mirrors the server's permission table; the server enforces it. */
export function useCan(permission: Permission): boolean {
  const { user } = useAuth();
  return can(user?.role, permission);
}
