import { Link } from 'react-router-dom';
import { Anchor, Badge } from '@mantine/core';
import type { ListColumn } from '@courier/shared';
import { formatDate } from '../utils/format';
import type { WorkerRow } from '../types';

/** The columns of the workers list; those whose id is a sort of the server sort it. */
export const WORKER_COLUMNS: ListColumn<WorkerRow>[] = [
  {
    id: 'shortCode',
    header: 'Short code',
    value: (w) => w.shortCode,
    cell: (w) => (
      <Anchor
        component={Link}
        to={`/workers/${encodeURIComponent(w.shortCode)}`}
        onClick={(e) => e.stopPropagation()}
      >
        {w.shortCode}
      </Anchor>
    ),
  },
  { id: 'lastName', header: 'Last name', value: (w) => w.lastName },
  { id: 'firstName', header: 'First name', value: (w) => w.firstName },
  { id: 'team', header: 'Team', value: (w) => w.team.name },
  { id: 'agency', header: 'Agency', value: (w) => w.agency.name },
  { id: 'company', header: 'Company', value: (w) => w.company.name, defaultVisible: false },
  {
    id: 'activityStatus',
    header: 'Status',
    value: (w) => w.activityStatus,
    cell: (w) => (
      <Badge color={w.activityStatus === 'active' ? 'teal' : 'gray'} variant="light">
        {w.activityStatus === 'active' ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  { id: 'phone', header: 'Phone', value: (w) => w.phone },
  { id: 'email', header: 'Email', value: (w) => w.email, defaultVisible: false },
  { id: 'city', header: 'City', value: (w) => w.city, defaultVisible: false },
  {
    id: 'hiredOn',
    header: 'Hired on',
    value: (w) => w.hiredOn,
    cell: (w) => formatDate(w.hiredOn),
    defaultVisible: false,
  },
  {
    id: 'vehicle',
    header: 'Vehicle',
    value: (w) =>
      w.vehicle ? `${w.vehicle.shortCode}${w.vehicle.plate ? ` (${w.vehicle.plate})` : ''}` : '',
  },
];
