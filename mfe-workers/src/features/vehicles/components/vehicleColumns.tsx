import { useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { EntityLink, useFormat, type ListColumn } from '@courier/shared';
import { useT } from '../../../i18n';
import { FULL_BADGE } from '../../../components/fullBadge';
import type { VehicleListRow } from '../types';
import { ContractBadge } from './ContractBadge';

const name = (row: { name: string } | null) => row?.name ?? '';

/** The ids of the list's columns: the page sorts by any of them. */
export const VEHICLE_SORTS = [
  'shortCode',
  'plate',
  'type',
  'state',
  'contract',
  'contractEndDate',
  'brand',
  'model',
  'fleetManager',
  'supplier',
  'driver',
  'activityStatus',
] as const;

/** The columns of the vehicles list, in the page's language. */
export function useVehicleColumns(): ListColumn<VehicleListRow>[] {
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'shortCode',
        header: t('vehicles.field.shortCode'),
        value: (r) => r.shortCode,
        // The list makes this cell the row's link (rowHref): no link of its own inside it.
        cell: (r) => (
          <Text span size="sm" fw={600}>
            {r.shortCode}
          </Text>
        ),
      },
      { id: 'plate', header: t('vehicles.field.plate'), value: (r) => r.plate ?? '' },
      { id: 'type', header: t('vehicles.field.type'), value: (r) => r.type.name },
      { id: 'state', header: t('vehicles.field.state'), value: (r) => name(r.state) },
      { id: 'contract', header: t('vehicles.field.contract'), value: (r) => name(r.contract) },
      {
        id: 'contractEndDate',
        header: t('vehicles.field.contractEnd'),
        value: (r) => r.contractEndDate ?? '',
        cell: (r) => (
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{r.contractEndDate ? format.date(r.contractEndDate) : ''}</Text>
            <ContractBadge vehicle={r} />
          </Group>
        ),
      },
      { id: 'brand', header: t('vehicles.field.brand'), value: (r) => name(r.brand) },
      { id: 'model', header: t('vehicles.field.model'), value: (r) => name(r.model) },
      { id: 'fleetManager', header: t('vehicles.field.fleetManager'), value: (r) => name(r.fleetManager) },
      { id: 'supplier', header: t('vehicles.field.supplier'), value: (r) => name(r.supplier) },
      {
        id: 'driver',
        header: t('vehicles.column.driver'),
        value: (r) => (r.worker ? `${r.worker.name} (${r.worker.shortCode})` : ''),
        // The driver opens the worker's page (for those who may), above the row's own link.
        cell: (r) =>
          r.worker && (
            <EntityLink kind="worker" code={r.worker.shortCode}>
              {r.worker.name} ({r.worker.shortCode})
            </EntityLink>
          ),
      },
      {
        id: 'activityStatus',
        header: t('vehicles.column.status'),
        value: (r) => r.activityStatus,
        // The whole word, whatever the column's width (a cut "AC…" said nothing).
        cell: (r) => (
          <Badge variant="light" color={r.activityStatus === 'active' ? 'teal' : 'gray'} styles={FULL_BADGE}>
            {t(r.activityStatus === 'active' ? 'vehicles.status.active' : 'vehicles.status.inactive')}
          </Badge>
        ),
      },
    ],
    [t, format],
  );
}
