import { type LucideIcon, Search } from 'lucide-react';
import type { Permission } from '../../../shared/permissions.js';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to roles with this permission; absent means every signed-in user. */
  permission?: Permission;
}

/** The signed-in pages, in sidebar order. A page appears here once it exists. */
export const NAV_ITEMS: NavItem[] = [{ href: '/', label: 'Search Contacts', icon: Search }];
