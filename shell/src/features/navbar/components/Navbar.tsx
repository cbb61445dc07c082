import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { canAccessPage, useChatUnreadTotal, usePortalConfig, useRoles } from '@courier/shared';
import { isActive, visibleNavItems } from '../nav-items';
import { Logo, NavIcon } from './icons';

export interface NavbarViewProps {
  pathname: string;
  roles: readonly string[];
  productLabel: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Unread chat messages, shown as a badge on the Chat link when above 0. */
  chatUnread?: number | null;
}

/**
 * The Chat link's badge. It sits beside the link, not in it, so the link's text stays its
 * label; the count reaches screen readers as the link's description. 99+ above 99.
 */
function UnreadBadge({ id, count }: { id: string; count: number }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="chat-unread-badge"
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          minWidth: 16,
          height: 16,
          padding: '0 4px',
          borderRadius: 8,
          background: '#c92a2a',
          color: '#fff',
          fontSize: 10,
          fontWeight: 700,
          lineHeight: '16px',
          textAlign: 'center',
          pointerEvents: 'none',
        }}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} hidden>
        {count === 1 ? '1 unread message' : `${count > 99 ? 'More than 99' : count} unread messages`}
      </span>
    </>
  );
}

/** docs/product.md#navigation-bar: the logo linking to the root, then the links the roles allow, in that order. */
export function NavbarView({ pathname, roles, productLabel, onNavigate, chatUnread }: NavbarViewProps) {
  const items = visibleNavItems(roles);
  return (
    <nav className="shell-nav" aria-label="Main">
      <a href="/" className="shell-nav-logo" onClick={onNavigate}>
        <Logo productLabel={productLabel} />
      </a>
      <ul className="shell-nav-links">
        {items.map((item) => {
          const active = isActive(item, pathname);
          const badge = item.key === 'chat' && chatUnread ? chatUnread : 0;
          return (
            <li key={item.key} style={badge ? { position: 'relative' } : undefined}>
              <a
                href={item.href}
                className="shell-nav-link"
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                aria-describedby={badge ? 'shell-nav-chat-unread' : undefined}
                onClick={onNavigate}
              >
                <NavIcon name={item.key} />
                <span>{item.label(productLabel)}</span>
              </a>
              {badge > 0 && <UnreadBadge id="shell-nav-chat-unread" count={badge} />}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Links go through single-spa's navigateToUrl, so every root (shell and areas) hears them. */
export function Navbar() {
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
      onNavigate={navigateToUrl}
      chatUnread={chatUnread}
    />
  );
}
