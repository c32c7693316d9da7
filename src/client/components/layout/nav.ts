import {
  BarChart3,
  ClipboardList,
  Heart,
  type LucideIcon,
  MessageSquareQuote,
  Search,
  Share2,
  Vote,
} from 'lucide-react';
import type { Permission } from '../../../common/permissions.js';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Shown only to roles with this permission; absent means every signed-in user. */
  permission?: Permission;
}

/** The signed-in pages, in sidebar order. A page appears here once it exists. */
export const NAV_ITEMS: NavItem[] = [
  { href: '/', label: 'Search Contacts', icon: Search },
  { href: '/network', label: 'My Network', icon: Heart, permission: 'network:use' },
  { href: '/lists', label: 'My Lists', icon: ClipboardList, permission: 'lists:work' },
  { href: '/our-impact', label: 'Our Impact', icon: BarChart3 },
  { href: '/election', label: 'Election', icon: Vote, permission: 'lists:work' },
  { href: '/talking-points', label: 'Talking Points', icon: MessageSquareQuote },
  { href: '/share', label: 'Share Story', icon: Share2 },
];
