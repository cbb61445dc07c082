import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { DataTable, EmptyState, ErrorState, LoadingState, useFormat, type ColumnDef } from '@courier/shared';
import { useT } from '../../../i18n';
import { useServicesAndOptions } from '../api/getServicesAndOptions';
import type { ServiceOrOption } from '../types';

/** retrib/getServicesAndOptions as a table. */
export function ServicesAndOptions() {
  const t = useT();
  const format = useFormat();
  const query = useServicesAndOptions();
  const columns = useMemo<ColumnDef<ServiceOrOption>[]>(
    () => [
      { accessorKey: 'name', header: t('retrib.services.name') },
      {
        accessorKey: 'kind',
        header: t('retrib.services.kind'),
        cell: (c) => t(c.getValue() === 'service' ? 'retrib.services.service' : 'retrib.services.option'),
      },
      { accessorKey: 'amount', header: t('retrib.services.amount'), cell: (c) => format.money(c.getValue<number>()) },
      {
        accessorKey: 'description',
        header: t('retrib.services.description'),
        cell: (c) => c.getValue<string | null>() ?? '',
      },
      {
        accessorKey: 'activityStatus',
        header: t('retrib.services.status'),
        cell: (c) => (
          <Badge color={c.getValue() === 'active' ? 'teal' : 'gray'} variant="light">
            {t(c.getValue() === 'active' ? 'retrib.status.active' : 'retrib.status.inactive')}
          </Badge>
        ),
      },
    ],
    [t, format],
  );
  if (query.isPending) return <LoadingState label={t('retrib.services.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <DataTable
      label={t('retrib.services')}
      columns={columns}
      data={query.data}
      getRowId={(r) => String(r.id)}
      empty={<EmptyState title={t('retrib.services.empty')} />}
    />
  );
}
