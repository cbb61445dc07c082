import { useState, type MouseEvent } from 'react';
import { Burger, Drawer } from '@mantine/core';
import { isActive, type NavItem } from '../nav-items';
import { NavLink } from './NavLink';

export interface PhoneMenuProps {
  items: readonly NavItem[];
  pathname: string;
  productLabel: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  chatUnread: number;
  label: string;
}

/** On a phone: one menu button opening every link, Déconnexion included, in a drawer. */
export function PhoneMenu({ items, pathname, productLabel, onNavigate, chatUnread, label }: PhoneMenuProps) {
  const [opened, setOpened] = useState(false);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    setOpened(false);
    onNavigate?.(event);
  };
  return (
    <>
      <Burger
        opened={opened}
        onClick={() => setOpened((o) => !o)}
        aria-label={label}
        aria-expanded={opened}
        size="sm"
        className="shell-nav-burger"
      />
      <Drawer opened={opened} onClose={() => setOpened(false)} title={label} position="right" size="xs">
        <ul className="shell-drawer-links">
          {items.map((item) => (
            <li key={item.key}>
              <NavLink
                item={item}
                productLabel={productLabel}
                active={isActive(item, pathname)}
                onNavigate={follow}
                unread={item.key === 'chat' ? chatUnread : 0}
                idPrefix="shell-drawer"
              />
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}
