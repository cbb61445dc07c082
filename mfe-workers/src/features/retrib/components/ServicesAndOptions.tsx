import { Badge } from '@mantine/core';
import { DataTable, EmptyState, ErrorState, LoadingState, type ColumnDef } from '@courier/shared';
import { useServicesAndOptions } from '../api/getServicesAndOptions';
import type { ServiceOrOption } from '../types';
import { formatCents } from '../utils/money';

const columns: ColumnDef<ServiceOrOption>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'kind', header: 'Kind', cell: (c) => (c.getValue() === 'service' ? 'Service' : 'Option') },
  { accessorKey: 'amount', header: 'Amount', cell: (c) => formatCents(c.getValue<number>()) },
  { accessorKey: 'description', header: 'Description', cell: (c) => c.getValue<string | null>() ?? '' },
  {
    accessorKey: 'activityStatus',
    header: 'Status',
    cell: (c) => (
      <Badge color={c.getValue() === 'active' ? 'teal' : 'gray'} variant="light">
        {String(c.getValue())}
      </Badge>
    ),
  },
];

/** retrib/getServicesAndOptions as a table. */
export function ServicesAndOptions() {
  const query = useServicesAndOptions();
  if (query.isPending) return <LoadingState label="Loading services and options…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      label="Services and options"
      columns={columns}
      data={query.data}
      getRowId={(r) => String(r.id)}
      empty={<EmptyState title="No services or options" />}
    />
  );
}
