import type { MouseEvent } from 'react';
import { Menu } from '@mantine/core';
import { isActive, type NavItem } from '../nav-items';
import { NavIcon } from './icons';

export interface MoreMenuProps {
  items: readonly NavItem[];
  pathname: string;
  productLabel: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  label: string;
}

/** The menu's arrow: a sign, not a word. */
const ARROW = '▾';

/** "More": the links that do not fit on the bar's one line, in the same order. */
export function MoreMenu({ items, pathname, productLabel, onNavigate, label }: MoreMenuProps) {
  const holdsCurrent = items.some((item) => isActive(item, pathname));
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <button type="button" className="shell-nav-link shell-nav-more" data-active={holdsCurrent || undefined}>
          <span>{label}</span>
          <span aria-hidden="true">{ARROW}</span>
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => {
          const active = isActive(item, pathname);
          return (
            <Menu.Item
              key={item.key}
              component="a"
              href={item.href}
              onClick={onNavigate}
              leftSection={<NavIcon name={item.key} />}
              aria-current={active ? 'page' : undefined}
              fw={active ? 600 : undefined}
            >
              {item.label(productLabel)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
