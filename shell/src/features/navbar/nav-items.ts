import { canAccessPage, normalizeRoles } from '@courier/shared';
import { areaNavLinks } from '@courier/shared/areas';
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

/** The product label in an area's navbar label (shared/src/areas/areas.json). */
const PRODUCT = '{product}';

/**
 * THE list of the navigation bar, in its order (docs/product.md#navigation-bar): the areas'
 * links from their one entry in shared/src/areas/areas.json (sorted by `nav.order`), then the
 * shell's own Déconnexion. The landing page's cards use it too.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  ...areaNavLinks().map(
    (link): NavItem => ({
      key: link.icon,
      label: (productLabel) => link.label.split(PRODUCT).join(productLabel),
      href: link.href,
      summary: link.summary,
    }),
  ),
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
