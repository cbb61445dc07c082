import type { ReactElement } from 'react';
import { useT } from '../../../i18n';

/** docs/product.md#navigation-bar: icons are 25x25. Outline icons, drawn on a 24 grid, hidden from screen readers. */
export const ICON_SIZE = 25;

const paths: Record<string, ReactElement> = {
  workers: (
    <>
      <circle cx="9" cy="7" r="4" />
      <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
      <path d="M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
    </>
  ),
  retrib: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="3" />
      <path d="M6 12h.01M18 12h.01" />
    </>
  ),
  vehicles: (
    <>
      <path d="M3 17h2m4 0h6m4 0h2v-5l-3-5H14v10M14 7H3v10" />
      <circle cx="7" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </>
  ),
  clients: (
    <>
      <path d="M3 21h18M5 21V7l7-4 7 4v14" />
      <path d="M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />
    </>
  ),
  users: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
    </>
  ),
  regular: (
    <>
      <path d="M20 11A8 8 0 0 0 4.5 8M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 15.5 3M20 20v-4h-4" />
    </>
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  finance: (
    <>
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-6" />
    </>
  ),
  billing: (
    <>
      <path d="M6 2h9l4 4v16H6z" />
      <path d="M9 9h6M9 13h6M9 17h4" />
    </>
  ),
  chat: (
    <>
      <path d="M21 12a8 8 0 0 1-11.5 7.2L4 20l1-4.5A8 8 0 1 1 21 12z" />
    </>
  ),
  planning: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 11h18M8 15h2M14 15h2" />
    </>
  ),
  logout: (
    <>
      <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
      <path d="M9 12h12l-3-3M18 15l3-3" />
    </>
  ),
};

export type IconName = keyof typeof paths;

export function NavIcon({ name }: { name: IconName }) {
  return (
    <svg
      width={ICON_SIZE}
      height={ICON_SIZE}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths[name]}
    </svg>
  );
}

/** docs/product.md#navigation-bar: the logo is shown at 105x30. */
export const LOGO_WIDTH = 105;
export const LOGO_HEIGHT = 30;

export function Logo({ productLabel }: { productLabel: string }) {
  const label = useT()('shell.nav.logo', { product: productLabel });
  return (
    <svg
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      viewBox="0 0 105 30"
      role="img"
      aria-label={label}
      data-logo=""
    >
      <title>{label}</title>
      <rect x="0" y="3" width="24" height="24" rx="6" fill="#4263eb" />
      <path
        d="M6 19h3l2-7h6l2 4h-4"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="21" r="2" fill="#fff" />
      <circle cx="18" cy="21" r="2" fill="#fff" />
      <text
        x="29"
        y="20.5"
        fontFamily="system-ui, Segoe UI, Arial, sans-serif"
        fontSize="14"
        fontWeight="700"
        fill="#364fc7"
      >
        {productLabel.length > 9 ? `${productLabel.slice(0, 8)}…` : productLabel}
      </text>
    </svg>
  );
}
