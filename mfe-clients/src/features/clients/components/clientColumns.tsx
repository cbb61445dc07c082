import { useMemo } from 'react';
import type { ListColumn } from '@courier/shared';
import { useT } from '../../../i18n';
import type { ClientRow } from '../api';

type T = ReturnType<typeof useT>;

const name = (r: { name: string } | null) => r?.name ?? '';

const STATUS_STYLE = {
  // A status is never cut: it keeps its line.
  active: { color: 'var(--mantine-color-teal-9)', fontWeight: 600, whiteSpace: 'nowrap' },
  inactive: { color: 'var(--mantine-color-gray-7)', fontWeight: 600, whiteSpace: 'nowrap' },
} as const;

/** The status a person reads: closed, active or inactive. */
const statusOf = (t: T, c: ClientRow) =>
  t('clients.list.status', { status: c.closedAt ? 'closed' : c.activityStatus });

/**
 * The columns of the client list (and of its CSV export). A page holds 200 rows: the cells are
 * plain elements (a link, a text), not components, so that a new page costs little to draw.
 */
const clientColumns = (t: T): readonly ListColumn<ClientRow>[] => [
  {
    id: 'businessCode',
    header: t('clients.column.businessCode'),
    // The row's link (rowHref) sits in this first cell: keyboard, middle click, new tab.
    value: (c) => c.businessCode,
  },
  { id: 'name', header: t('clients.column.name'), value: (c) => c.name },
  { id: 'city', header: t('clients.column.city'), value: (c) => c.city ?? '' },
  { id: 'clientGroup', header: t('clients.column.group'), value: (c) => name(c.clientGroup) },
  {
    id: 'clientGroup2',
    header: t('clients.column.group2'),
    value: (c) => name(c.clientGroup2),
    defaultVisible: false,
  },
  { id: 'agency', header: t('clients.column.agency'), value: (c) => name(c.agency) },
  { id: 'salesAgent', header: t('clients.column.salesAgent'), value: (c) => name(c.salesAgent) },
  {
    id: 'paymentMethod',
    header: t('clients.column.paymentMethod'),
    value: (c) => name(c.paymentMethod),
    defaultVisible: false,
  },
  {
    id: 'activityStatus',
    header: t('clients.column.status'),
    value: (c) => statusOf(t, c),
    cell: (c) => <span style={STATUS_STYLE[c.activityStatus]}>{statusOf(t, c)}</span>,
  },
  { id: 'email', header: t('clients.column.email'), value: (c) => c.email ?? '', defaultVisible: false },
  { id: 'phone', header: t('clients.column.phone'), value: (c) => c.phone ?? '', defaultVisible: false },
];

/** The columns in the page's language: the same array while the language is the same. */
export function useClientColumns() {
  const t = useT();
  return useMemo(() => clientColumns(t), [t]);
}
