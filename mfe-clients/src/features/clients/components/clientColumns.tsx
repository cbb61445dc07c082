import { Link } from 'react-router-dom';
import { Anchor, Badge } from '@mantine/core';
import type { ListColumn } from '@courier/shared';
import type { ClientRow } from '../api';

const name = (r: { name: string } | null) => r?.name ?? '';

/** The columns of the client list (and of its CSV export). */
export const CLIENT_COLUMNS: readonly ListColumn<ClientRow>[] = [
  {
    id: 'businessCode',
    header: 'Business code',
    value: (c) => c.businessCode,
    // A real link: the row opens by keyboard too (Tab, Enter), and in a new tab.
    cell: (c) => (
      <Anchor component={Link} to={`/clients/${c.clientId}`} onClick={(e) => e.stopPropagation()}>
        {c.businessCode}
      </Anchor>
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
      <Badge color={c.activityStatus === 'active' ? 'teal' : 'gray'} variant="light">
        {c.closedAt ? 'closed' : c.activityStatus}
      </Badge>
    ),
  },
  { id: 'email', header: 'Email', value: (c) => c.email ?? '', defaultVisible: false },
  { id: 'phone', header: 'Phone', value: (c) => c.phone ?? '', defaultVisible: false },
];
