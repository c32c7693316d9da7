/**
 * PRODUCT.md, Roles and permissions, as data: which role may do what. The server's guard and the browser's
 * useCan() both read this table; nothing else decides access.
 */
import type { Role } from './constants.js';

export const PERMISSIONS = {
  /** Search contacts, open a profile, export one contact; see impact, talking points and share pages. */
  'contacts:read': ['viewer', 'editor', 'admin'],
  /** Edit campaign status and notes; add, edit and delete volunteer-added phones and emails. */
  'contacts:edit': ['editor', 'admin'],
  /** Make walk and call lists for oneself, work them, and record contact attempts (doors, calls). */
  'lists:work': ['editor', 'admin'],
  /** Keep a personal network: My Network page, heart markers, add and remove. */
  'network:use': ['editor', 'admin'],
  /** Admin dashboard, users, audit log, settings, import, export, wipe. */
  'admin:manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && rolesThatCan(permission).includes(role);
}

/** The roles given a permission (a query that picks the people who may do something). */
export const rolesThatCan = (permission: Permission): Role[] => [...PERMISSIONS[permission]];

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: 'Full system access',
  editor: 'Can edit contacts',
  viewer: 'Read-only',
};
