import type { MouseEvent } from 'react';
import { useT } from '../../../i18n';
import type { NavItem } from '../nav-items';
import { NavIcon } from './icons';

/**
 * The Chat link's badge. It sits beside the link, not in it, so the link's text stays its
 * label; the count reaches screen readers as the link's description. 99+ above 99.
 */
function UnreadBadge({ id, count }: { id: string; count: number }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" data-testid="chat-unread-badge" className="shell-nav-unread">
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} hidden>
        {count > 99 ? t('shell.nav.unreadMany') : t('shell.nav.unread', { count })}
      </span>
    </>
  );
}

export interface NavLinkProps {
  item: NavItem;
  productLabel: string;
  active: boolean;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Unread chat messages (the Chat link only). */
  unread?: number;
  /** Tells apart the ids of the bar's links and the phone menu's. */
  idPrefix: string;
}

/** One link of the navigation (bar or phone menu): icon and label, the current page marked. */
export function NavLink({ item, productLabel, active, onNavigate, unread = 0, idPrefix }: NavLinkProps) {
  const badgeId = `${idPrefix}-chat-unread`;
  return (
    <>
      <a
        href={item.href}
        className="shell-nav-link"
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        aria-describedby={unread > 0 ? badgeId : undefined}
        onClick={onNavigate}
      >
        <NavIcon name={item.key} />
        <span>{item.label(productLabel)}</span>
      </a>
      {unread > 0 && <UnreadBadge id={badgeId} count={unread} />}
    </>
  );
}
