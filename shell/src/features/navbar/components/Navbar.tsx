import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '@mantine/hooks';
import { canAccessPage, followPortalLink, useChatUnreadTotal, usePortalConfig, useRoles } from '@courier/shared';
import { isActive, visibleNavItems } from '../nav-items';
import { useFittingCount } from '../useFittingCount';
import { Logo } from './icons';
import { MoreMenu } from './MoreMenu';
import { NavLink } from './NavLink';
import { PhoneMenu } from './PhoneMenu';

/** At or below this width the bar shows a menu button instead of the links. */
export const PHONE_QUERY = '(max-width: 768px)';

export interface NavbarViewProps {
  pathname: string;
  roles: readonly string[];
  productLabel: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Unread chat messages, shown as a badge on the Chat link when above 0. */
  chatUnread?: number | null;
  texts?: Partial<{ more: string; menu: string }>;
  /** Controls at the bar's right end (search, language), outside the links that fold into More. */
  tools?: ReactNode;
}

/**
 * docs/product.md#navigation-bar: the logo linking to the root, then the links the roles allow,
 * in that order, on ONE line: the links that do not fit go into "More"; on a phone a menu
 * button opens them all.
 */
export function NavbarView({ pathname, roles, productLabel, onNavigate, chatUnread, texts: given, tools }: NavbarViewProps) {
  const t = useT();
  const texts = { more: t('shell.nav.more'), menu: t('shell.nav.menu'), ...given };
  const items = visibleNavItems(roles);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { listRef, shown } = useFittingCount(items.map((item) => item.key));
  const unread = chatUnread ?? 0;
  return (
    <nav className="shell-nav" aria-label={t('shell.nav.main')}>
      <a href="/" className="shell-nav-logo" onClick={onNavigate}>
        <Logo productLabel={productLabel} />
      </a>
      <ul className="shell-nav-links" ref={listRef} hidden={phone}>
        {items.map((item, index) => (
          <li key={item.key} data-nav-key={item.key} hidden={index >= shown}>
            <NavLink
              item={item}
              productLabel={productLabel}
              active={isActive(item, pathname)}
              onNavigate={onNavigate}
              unread={item.key === 'chat' ? unread : 0}
              idPrefix="shell-nav"
            />
          </li>
        ))}
        {shown < items.length && (
          <li>
            <MoreMenu
              items={items.slice(shown)}
              pathname={pathname}
              productLabel={productLabel}
              onNavigate={onNavigate}
              label={texts.more}
            />
          </li>
        )}
      </ul>
      {phone && items.length > 0 && (
        <PhoneMenu
          items={items}
          pathname={pathname}
          productLabel={productLabel}
          onNavigate={onNavigate}
          chatUnread={unread}
          label={texts.menu}
        />
      )}
      {tools && <div className="shell-nav-tools">{tools}</div>}
    </nav>
  );
}

/**
 * Links go through the portal's link handler: single-spa's navigateToUrl (every root hears
 * it) after asking about unsaved changes; ctrl/middle clicks open a new tab.
 */
export function Navbar({ tools }: { tools?: ReactNode }) {
  const { pathname } = useLocation();
  const roles = useRoles();
  const { productLabel } = usePortalConfig();
  // The shell never imports the chat area: the total comes from the shared store, polled here
  // for a user with the CHAT role, pushed by the area's socket while it is open.
  const chatUnread = useChatUnreadTotal(canAccessPage('/chat', roles));
  return (
    <NavbarView
      pathname={pathname}
      roles={roles}
      productLabel={productLabel}
      onNavigate={followPortalLink}
      chatUnread={chatUnread}
      tools={tools}
    />
  );
}
