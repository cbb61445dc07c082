import { useState } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  type ColumnDef,
} from '@courier/shared';
import { useVehicles } from '../api/getVehicles';
import { useVehicleFilters } from '../hooks/useVehicleFilters';
import { useVehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleListRow } from '../types';
import { AddVehicleModal } from './AddVehicleModal';
import { BulkCommentModal } from './BulkCommentModal';
import { ContractBadge } from './ContractBadge';
import { VehicleFiltersBar } from './VehicleFiltersBar';

const name = (row: { name: string } | null) => row?.name ?? '';

/** /vehicles: filters, search, multi-select with a bulk comment, add vehicle. */
export function VehiclesListPage() {
  const { filters, update, reset } = useVehicleFilters();
  const refs = useVehicleReferences();
  const vehicles = useVehicles(filters);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [commenting, setCommenting] = useState(false);
  const [adding, setAdding] = useState(false);

  const rows = vehicles.data ?? [];
  const chosen = rows.filter((r) => selected.has(r.shortCode)).map((r) => r.shortCode);
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const toggle = (code: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  const columns: ColumnDef<VehicleListRow>[] = [
    {
      id: 'select',
      enableSorting: false,
      header: () => (
        <Checkbox
          aria-label="Select all shown vehicles"
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={(e) => setSelected(e.currentTarget.checked ? new Set(rows.map((r) => r.shortCode)) : new Set())}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.shortCode}`}
          checked={selected.has(row.original.shortCode)}
          onChange={(e) => toggle(row.original.shortCode, e.currentTarget.checked)}
        />
      ),
    },
    {
      accessorKey: 'shortCode',
      header: 'Short code',
      cell: ({ row }) => (
        <Anchor component={Link} to={`/vehicles/${encodeURIComponent(row.original.shortCode)}`} fw={600}>
          {row.original.shortCode}
        </Anchor>
      ),
    },
    { id: 'plate', accessorFn: (r) => r.plate ?? '', header: 'Plate' },
    { id: 'type', accessorFn: (r) => r.type.name, header: 'Type' },
    { id: 'state', accessorFn: (r) => name(r.state), header: 'State' },
    { id: 'contract', accessorFn: (r) => name(r.contract), header: 'Contract' },
    {
      id: 'contractEndDate',
      accessorFn: (r) => r.contractEndDate ?? '',
      header: 'Contract end',
      cell: ({ row }) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{row.original.contractEndDate ?? ''}</Text>
          <ContractBadge vehicle={row.original} />
        </Group>
      ),
    },
    { id: 'brand', accessorFn: (r) => name(r.brand), header: 'Brand' },
    { id: 'model', accessorFn: (r) => name(r.model), header: 'Model' },
    { id: 'fleetManager', accessorFn: (r) => name(r.fleetManager), header: 'Fleet manager' },
    { id: 'supplier', accessorFn: (r) => name(r.supplier), header: 'Supplier' },
    {
      id: 'driver',
      accessorFn: (r) => (r.worker ? `${r.worker.name} (${r.worker.shortCode})` : ''),
      header: 'Driver',
    },
    {
      accessorKey: 'activityStatus',
      header: 'Status',
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.activityStatus === 'active' ? 'teal' : 'gray'}>
          {row.original.activityStatus}
        </Badge>
      ),
    },
  ];

  let content;
  if (vehicles.isPending) content = <LoadingState label="Loading vehicles…" />;
  else if (vehicles.isError && !vehicles.data)
    content = <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  else
    content = (
      <DataTable
        label="Vehicles"
        columns={columns}
        data={rows}
        getRowId={(r) => r.shortCode}
        empty={
          <EmptyState
            title="No vehicle matches"
            description="Change the filters or the search."
            action={
              <Button variant="subtle" onClick={reset}>
                Clear filters
              </Button>
            }
          />
        }
      />
    );

  return (
    <PageLayout
      title="Véhicules"
      description="Fleet: attributes, drivers and contracts (those ending within 30 days are flagged)."
      actions={
        <>
          <Button variant="default" disabled={chosen.length === 0} onClick={() => setCommenting(true)}>
            Add comment{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
          <Button onClick={() => setAdding(true)}>Add vehicle</Button>
        </>
      }
    >
      <Stack gap="sm">
        {refs.error && (
          <ErrorState title="Some filter lists could not be loaded" error={refs.error} onRetry={() => void refs.refetch()} />
        )}
        <VehicleFiltersBar
          filters={filters}
          refs={refs}
          onChange={update}
          onReset={() => {
            reset();
          }}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {vehicles.data
            ? `${rows.length} vehicle${rows.length === 1 ? '' : 's'}${chosen.length > 0 ? `, ${chosen.length} selected` : ''}`
            : ''}
          {vehicles.isFetching && vehicles.data ? ' · updating…' : ''}
        </Text>
        {content}
      </Stack>
      <BulkCommentModal
        opened={commenting}
        shortCodes={chosen}
        onClose={() => setCommenting(false)}
        onDone={() => {
          setCommenting(false);
          setSelected(new Set());
        }}
      />
      <AddVehicleModal opened={adding} onClose={() => setAdding(false)} />
    </PageLayout>
  );
}
