import { canAccessPage, normalizeRoles } from '@courier/shared';
import { AREA_FACTS, areaNavLinks } from '@courier/shared/areas';
import type { IconName } from './components/icons';

/** One link of the navigation bar (docs/product.md#navigation-bar). */
export interface NavItem {
  key: IconName;
  /** The label; the first one comes from configuration: {product}s. */
  label: (productLabel: string) => string;
  href: string;
  /** Short text of the landing page's card. */
  summary: string;
  /** Other route prefixes the link stands for: its area's sections without a link (tabs such as /finance/billing). */
  alsoActiveOn?: readonly string[];
}

/** The prefixes of a link's area that have no navbar link of their own. */
function unlinkedPrefixesOf(area: string): string[] {
  const facts = AREA_FACTS.find((a) => a.federationName === area);
  return (facts?.sections ?? []).filter((s) => !s.nav).map((s) => s.prefix);
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
      alsoActiveOn: unlinkedPrefixesOf(link.area),
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

const within = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The link of the current page: its path or a page below it (/workers/PAR-0042), or a tab of
 * its area that has no link of its own (Finance on /finance/billing).
 */
export function isActive(item: NavItem, pathname: string): boolean {
  return within(item.href, pathname) || (item.alsoActiveOn ?? []).some((prefix) => within(prefix, pathname));
}
