import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Badge } from '@mantine/core';
import type { CsvColumn } from '@courier/shared';
import { formatDate } from '../utils/format';
import type { WorkerColumnId, WorkerRow, WorkerSortField } from '../types';

/** One column of the workers list: header, cell, CSV text and the server sort it maps to. */
export interface WorkerColumn {
  id: WorkerColumnId;
  header: string;
  text: CsvColumn<WorkerRow>['value'];
  cell?: (row: WorkerRow) => ReactNode;
  sort?: WorkerSortField;
  /** Shown unless the user hides it. */
  defaultVisible: boolean;
}

export const WORKER_COLUMNS: WorkerColumn[] = [
  {
    id: 'shortCode',
    header: 'Short code',
    text: (w) => w.shortCode,
    cell: (w) => (
      <Anchor component={Link} to={`/workers/${encodeURIComponent(w.shortCode)}`} onClick={(e) => e.stopPropagation()}>
        {w.shortCode}
      </Anchor>
    ),
    sort: 'shortCode',
    defaultVisible: true,
  },
  { id: 'lastName', header: 'Last name', text: (w) => w.lastName, sort: 'lastName', defaultVisible: true },
  { id: 'firstName', header: 'First name', text: (w) => w.firstName, sort: 'firstName', defaultVisible: true },
  { id: 'team', header: 'Team', text: (w) => w.team.name, sort: 'team', defaultVisible: true },
  { id: 'agency', header: 'Agency', text: (w) => w.agency.name, sort: 'agency', defaultVisible: true },
  { id: 'company', header: 'Company', text: (w) => w.company.name, sort: 'company', defaultVisible: false },
  {
    id: 'activityStatus',
    header: 'Status',
    text: (w) => w.activityStatus,
    cell: (w) => (
      <Badge color={w.activityStatus === 'active' ? 'teal' : 'gray'} variant="light">
        {w.activityStatus === 'active' ? 'Active' : 'Inactive'}
      </Badge>
    ),
    sort: 'activityStatus',
    defaultVisible: true,
  },
  { id: 'phone', header: 'Phone', text: (w) => w.phone, defaultVisible: true },
  { id: 'email', header: 'Email', text: (w) => w.email, defaultVisible: false },
  { id: 'city', header: 'City', text: (w) => w.city, defaultVisible: false },
  {
    id: 'hiredOn',
    header: 'Hired on',
    text: (w) => w.hiredOn,
    cell: (w) => formatDate(w.hiredOn),
    sort: 'hiredOn',
    defaultVisible: false,
  },
  {
    id: 'vehicle',
    header: 'Vehicle',
    text: (w) => (w.vehicle ? `${w.vehicle.shortCode}${w.vehicle.plate ? ` (${w.vehicle.plate})` : ''}` : ''),
    defaultVisible: true,
  },
];

export const DEFAULT_VISIBLE_COLUMNS: WorkerColumnId[] = WORKER_COLUMNS.filter((c) => c.defaultVisible).map(
  (c) => c.id,
);
