import { Link } from 'react-router-dom';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ListColumn } from '@courier/shared';
import type { VehicleListRow } from '../types';
import { ContractBadge } from './ContractBadge';

const name = (row: { name: string } | null) => row?.name ?? '';

/** The columns of the vehicles list; the page sorts by any of them. */
export const VEHICLE_COLUMNS: ListColumn<VehicleListRow>[] = [
  {
    id: 'shortCode',
    header: 'Short code',
    value: (r) => r.shortCode,
    cell: (r) => (
      <Anchor component={Link} to={`/vehicles/${encodeURIComponent(r.shortCode)}`} fw={600}>
        {r.shortCode}
      </Anchor>
    ),
  },
  { id: 'plate', header: 'Plate', value: (r) => r.plate ?? '' },
  { id: 'type', header: 'Type', value: (r) => r.type.name },
  { id: 'state', header: 'State', value: (r) => name(r.state) },
  { id: 'contract', header: 'Contract', value: (r) => name(r.contract) },
  {
    id: 'contractEndDate',
    header: 'Contract end',
    value: (r) => r.contractEndDate ?? '',
    cell: (r) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{r.contractEndDate ?? ''}</Text>
        <ContractBadge vehicle={r} />
      </Group>
    ),
  },
  { id: 'brand', header: 'Brand', value: (r) => name(r.brand) },
  { id: 'model', header: 'Model', value: (r) => name(r.model) },
  { id: 'fleetManager', header: 'Fleet manager', value: (r) => name(r.fleetManager) },
  { id: 'supplier', header: 'Supplier', value: (r) => name(r.supplier) },
  {
    id: 'driver',
    header: 'Driver',
    value: (r) => (r.worker ? `${r.worker.name} (${r.worker.shortCode})` : ''),
  },
  {
    id: 'activityStatus',
    header: 'Status',
    value: (r) => r.activityStatus,
    cell: (r) => (
      <Badge variant="light" color={r.activityStatus === 'active' ? 'teal' : 'gray'}>
        {r.activityStatus}
      </Badge>
    ),
  },
];
