import type { MouseEvent } from 'react';
import type { ListColumn } from '@courier/shared';
import type { ClientRow } from '../api';

const name = (r: { name: string } | null) => r?.name ?? '';

/**
 * A plain click on the code's link is left to the row, which opens the client through the
 * router; a click that asks for a new tab or window (Ctrl, Cmd, Shift) is the browser's.
 */
function onCodeClick(e: MouseEvent<HTMLAnchorElement>) {
  if (e.ctrlKey || e.metaKey || e.shiftKey) e.stopPropagation();
  else e.preventDefault();
}

const STATUS_STYLE = {
  active: { color: 'var(--mantine-color-teal-9)', fontWeight: 600 },
  inactive: { color: 'var(--mantine-color-gray-7)', fontWeight: 600 },
} as const;

/**
 * The columns of the client list (and of its CSV export). A page holds 200 rows: the cells are
 * plain elements (a link, a text), not components, so that a new page costs little to draw.
 */
export const CLIENT_COLUMNS: readonly ListColumn<ClientRow>[] = [
  {
    id: 'businessCode',
    header: 'Business code',
    value: (c) => c.businessCode,
    // A real link: the row opens by keyboard too (Tab, Enter), and in a new tab.
    cell: (c) => (
      <a
        href={`/clients/${c.clientId}`}
        onClick={onCodeClick}
        className="mantine-focus-auto"
        style={{ color: 'var(--mantine-color-anchor)' }}
      >
        {c.businessCode}
      </a>
    ),
  },
  { id: 'name', header: 'Name', value: (c) => c.name },
  { id: 'city', header: 'City', value: (c) => c.city ?? '' },
  { id: 'clientGroup', header: 'Group', value: (c) => name(c.clientGroup) },
  { id: 'clientGroup2', header: 'Group 2', value: (c) => name(c.clientGroup2), defaultVisible: false },
  { id: 'agency', header: 'Agency', value: (c) => name(c.agency) },
  { id: 'salesAgent', header: 'Sales agent', value: (c) => name(c.salesAgent) },
  {
    id: 'paymentMethod',
    header: 'Payment method',
    value: (c) => name(c.paymentMethod),
    defaultVisible: false,
  },
  {
    id: 'activityStatus',
    header: 'Status',
    value: (c) => (c.closedAt ? 'closed' : c.activityStatus),
    cell: (c) => (
      <span style={STATUS_STYLE[c.activityStatus]}>{c.closedAt ? 'closed' : c.activityStatus}</span>
    ),
  },
  { id: 'email', header: 'Email', value: (c) => c.email ?? '', defaultVisible: false },
  { id: 'phone', header: 'Phone', value: (c) => c.phone ?? '', defaultVisible: false },
];
