import { canAccessPage, normalizeRoles } from '@courier/shared';
import type { IconName } from './components/icons';

/** One link of the navigation bar (docs/product.md#navigation-bar). */
export interface NavItem {
  key: IconName;
  /** The label; the first one comes from configuration: {product}s. */
  label: (productLabel: string) => string;
  href: string;
  /** Short text of the landing page's card. */
  summary: string;
}

/** THE list of the navigation bar, in its order (docs/product.md#navigation-bar). The landing page's cards use it too. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: 'workers',
    label: (p) => `${p}s`,
    href: '/workers',
    summary: 'Workers, their teams, agencies and companies',
  },
  { key: 'retrib', label: () => 'Rétributions', href: '/retrib', summary: 'Pay rates per team' },
  { key: 'vehicles', label: () => 'Véhicules', href: '/vehicles', summary: 'Vehicles and their attributes' },
  {
    key: 'clients',
    label: () => 'Client',
    href: '/clients',
    summary: 'Clients, contacts, price lists and invoicing',
  },
  { key: 'users', label: () => 'Utilisateurs', href: '/users/cfr', summary: 'Client-side (cfr) users' },
  {
    key: 'regular',
    label: () => 'Missions régulières',
    href: '/regularMissions',
    summary: 'Regular missions',
  },
  {
    key: 'settings',
    label: () => 'Settings',
    href: '/settings',
    summary: 'Reference lists administered by staff',
  },
  {
    key: 'finance',
    label: () => 'Finance',
    href: '/finance/recovery',
    summary: 'Recovery of unpaid invoices',
  },
  { key: 'chat', label: () => 'Chat', href: '/chat', summary: 'Chats and rooms' },
  {
    key: 'planning',
    label: () => 'Planning',
    href: '/planning',
    summary: 'Shifts, missions and worker times',
  },
  { key: 'logout', label: () => 'Déconnexion', href: '/logout', summary: 'Sign out' },
];

/**
 * The links a user sees: those whose path the roles allow (the access table). docs/product.md#navigation-bar: a
 * user with no roles sees no links at all, not even Déconnexion (the landing page offers
 * sign-out to such a user).
 */
export function visibleNavItems(roles: readonly string[] | null | undefined): NavItem[] {
  const held = normalizeRoles(roles);
  if (held.length === 0) return [];
  return NAV_ITEMS.filter((item) => canAccessPage(item.href, held));
}

/** The link of the current page: its path or a page below it (/workers/PAR-0042). */
export function isActive(item: NavItem, pathname: string): boolean {
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
