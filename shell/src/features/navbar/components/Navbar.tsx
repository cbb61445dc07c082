import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { navigateToUrl } from 'single-spa';
import { usePortalConfig, useRoles } from '@courier/shared';
import { isActive, visibleNavItems } from '../nav-items';
import { Logo, NavIcon } from './icons';

export interface NavbarViewProps {
  pathname: string;
  roles: readonly string[];
  productLabel: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** docs/product.md#navigation-bar: the logo linking to the root, then the links the roles allow, in that order. */
export function NavbarView({ pathname, roles, productLabel, onNavigate }: NavbarViewProps) {
  const items = visibleNavItems(roles);
  return (
    <nav className="shell-nav" aria-label="Main">
      <a href="/" className="shell-nav-logo" onClick={onNavigate}>
        <Logo productLabel={productLabel} />
      </a>
      <ul className="shell-nav-links">
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <li key={item.key}>
              <a
                href={item.href}
                className="shell-nav-link"
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <NavIcon name={item.key} />
                <span>{item.label(productLabel)}</span>
              </a>
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
  return (
    <NavbarView pathname={pathname} roles={roles} productLabel={productLabel} onNavigate={navigateToUrl} />
  );
}
