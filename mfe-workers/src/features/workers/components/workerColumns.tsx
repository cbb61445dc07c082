import { useMemo } from 'react';
import { Badge } from '@mantine/core';
import { EntityLink, useFormat, type ListColumn } from '@courier/shared';
import { useT } from '../../../i18n';
import { FULL_BADGE } from '../../../components/fullBadge';
import type { WorkerRow } from '../types';

/** The columns of the workers list, in the page's language; those whose id is a sort of the server sort it. */
export function useWorkerColumns(): ListColumn<WorkerRow>[] {
  const t = useT();
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: 'shortCode',
        header: t('workers.column.shortCode'),
        // The list makes this cell the row's link (rowHref): no link of its own inside it.
        value: (w) => w.shortCode,
      },
      { id: 'lastName', header: t('workers.column.lastName'), value: (w) => w.lastName },
      { id: 'firstName', header: t('workers.column.firstName'), value: (w) => w.firstName },
      { id: 'team', header: t('workers.column.team'), value: (w) => w.team.name },
      { id: 'agency', header: t('workers.column.agency'), value: (w) => w.agency.name },
      { id: 'company', header: t('workers.column.company'), value: (w) => w.company.name, defaultVisible: false },
      {
        id: 'activityStatus',
        header: t('workers.column.status'),
        value: (w) => w.activityStatus,
        cell: (w) => (
          <Badge color={w.activityStatus === 'active' ? 'teal' : 'gray'} variant="light" styles={FULL_BADGE}>
            {t(w.activityStatus === 'active' ? 'workers.status.active' : 'workers.status.inactive')}
          </Badge>
        ),
      },
      { id: 'phone', header: t('workers.column.phone'), value: (w) => w.phone },
      { id: 'email', header: t('workers.column.email'), value: (w) => w.email, defaultVisible: false },
      { id: 'city', header: t('workers.column.city'), value: (w) => w.city, defaultVisible: false },
      {
        id: 'hiredOn',
        header: t('workers.column.hiredOn'),
        value: (w) => w.hiredOn,
        cell: (w) => (w.hiredOn ? format.date(w.hiredOn) : ''),
        defaultVisible: false,
      },
      {
        id: 'vehicle',
        header: t('workers.column.vehicle'),
        value: (w) =>
          w.vehicle ? `${w.vehicle.shortCode}${w.vehicle.plate ? ` (${w.vehicle.plate})` : ''}` : '',
        // The vehicle opens its page (for those who may), above the row's own link.
        cell: (w) =>
          w.vehicle && (
            <>
              <EntityLink kind="vehicle" code={w.vehicle.shortCode}>
                {w.vehicle.shortCode}
              </EntityLink>
              {w.vehicle.plate ? ` (${w.vehicle.plate})` : ''}
            </>
          ),
      },
    ],
    [t, format],
  );
}
