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
  editor: 'Works walk and call lists, records results, edits contacts',
  viewer: 'Reads only: no lists, no changes',
};

export const ROLE_NAMES: Record<Role, string> = { admin: 'Admin', editor: 'Editor', viewer: 'Viewer' };

/**
 * What a person with each role can do, in the words the approval mail and their first screen use: a newly
 * approved volunteer learns there what they can start with, and a viewer what they cannot do and whom to ask.
 */
export const ROLE_ABILITIES: Record<Role, { can: string; cannot?: string }> = {
  editor: {
    can: 'search voters, work the walk and call lists you are given or make, record what you learn at each door and on each call, add phone numbers and notes, and keep a network of the people you know',
  },
  viewer: {
    can: "search voters, open their profiles, and see the campaign's impact and talking points",
    cannot:
      'You cannot change anything, work walk or call lists, or record results. If you are here to knock doors or make calls, ask an admin to make you an Editor.',
  },
  admin: {
    can: 'do everything an Editor can, and also approve volunteers, manage users and settings, import the voter file and export data',
  },
};

/** "an Editor", "a Viewer". */
export const roleWithArticle = (role: Role) => `${role === 'viewer' ? 'a' : 'an'} ${ROLE_NAMES[role]}`;

/** "As an Editor you can …", followed by what the role cannot do, if anything. */
export function roleAbilitiesSentence(role: Role): string {
  const { can: abilities, cannot } = ROLE_ABILITIES[role];
  return [`As ${roleWithArticle(role)} you can ${abilities}.`, cannot].filter(Boolean).join(' ');
}
