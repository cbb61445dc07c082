import { useState } from 'react';
import { Button } from '@mantine/core';
import {
  EmptyState,
  ErrorState,
  ExportButton,
  ListPage,
  api,
  listParam,
  useListPrefetch,
  useListSelection,
  useListState,
  type ListStateOptions,
  type ListValues,
} from '@courier/shared';
import { toVehiclesQuery, useVehicles, vehiclesQueryOptions } from '../api/getVehicles';
import { useVehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleListFilters, VehicleListRow } from '../types';
import { AddVehicleModal } from './AddVehicleModal';
import { BulkCommentModal } from './BulkCommentModal';
import { VehicleFiltersBar } from './VehicleFiltersBar';
import { VEHICLE_SORTS, useVehicleColumns } from './vehicleColumns';
import { useT } from '../../../i18n';
import { exportTexts } from '../../../components/exportTexts';

/** The list in the address: active vehicles, the reference filters and the contract flag; the page sorts by any column. */
const VEHICLES_LIST: ListStateOptions<string, VehicleListFilters> = {
  sorts: [...VEHICLE_SORTS],
  filters: {
    typeIds: listParam.ids,
    stateIds: listParam.ids,
    contractIds: listParam.ids,
    brandIds: listParam.ids,
    modelIds: listParam.ids,
    fleetManagerIds: listParam.ids,
    supplierIds: listParam.ids,
    contractEndingSoon: listParam.flag,
  },
};

const filtersOf = (list: ListValues<string, VehicleListFilters>) => ({
  search: list.q,
  activityStatus: list.status,
  ...list.filters,
});
/** The page's query options for the list's values (as useVehicles makes them): a search starts it early. */
const vehiclesOf = (list: ListValues<string, VehicleListFilters>) => vehiclesQueryOptions(filtersOf(list));

const rowId = (v: VehicleListRow) => v.shortCode;
const rowHref = (v: VehicleListRow) => `/vehicles/${encodeURIComponent(v.shortCode)}`;

/** /vehicles: filters, search, rows linking to the vehicle, multi-select with a bulk comment, the server's CSV export, add vehicle. */
export function VehiclesListPage() {
  const t = useT();
  const columns = useVehicleColumns();
  const list = useListState(VEHICLES_LIST);
  const refs = useVehicleReferences();
  const filters = filtersOf(list);
  const vehicles = useVehicles(filters);
  const prefetch = useListPrefetch(list, vehiclesOf);
  const selection = useListSelection(rowId);
  const [commenting, setCommenting] = useState(false);
  const [adding, setAdding] = useState(false);
  const chosen = selection.chosen(vehicles.data ?? []).map(rowId);

  return (
    <ListPage
      title={t('vehicles.title')}
      description={t('vehicles.list.description')}
      noun={[t('vehicles.noun.one'), t('vehicles.noun.many')]}
      list={list}
      prefetch={prefetch}
      query={vehicles}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      statusControl="select"
      searchPlaceholder={t('vehicles.list.search')}
      notice={
        refs.error && (
          <ErrorState
            title={t('vehicles.list.refsFailed')}
            error={refs.error}
            onRetry={() => void refs.refetch()}
          />
        )
      }
      filters={
        <VehicleFiltersBar
          filters={list.filters}
          refs={refs}
          onChange={(filters) => list.update({ filters })}
          onReset={list.reset}
        />
      }
      selection={{ state: selection, label: rowId }}
      actions={
        <>
          <ExportButton
            endpoint={api.vehicles.exportVehicles}
            query={toVehiclesQuery(filters)}
            disabled={!vehicles.data || vehicles.data.length === 0}
            texts={exportTexts(t, t('vehicles.export.title'))}
          />
          <Button variant="default" disabled={chosen.length === 0} onClick={() => setCommenting(true)}>
            {chosen.length > 0 ? t('vehicles.list.commentCount', { count: chosen.length }) : t('vehicles.list.comment')}
          </Button>
          <Button onClick={() => setAdding(true)}>{t('vehicles.list.add')}</Button>
        </>
      }
      empty={
        <EmptyState
          title={t('vehicles.list.empty')}
          description={t('vehicles.list.emptyHint')}
          action={
            <Button variant="subtle" onClick={list.reset}>
              {t('vehicles.list.clearFilters')}
            </Button>
          }
        />
      }
    >
      <BulkCommentModal
        opened={commenting}
        shortCodes={chosen}
        onClose={() => setCommenting(false)}
        onDone={() => {
          setCommenting(false);
          selection.clear();
        }}
      />
      <AddVehicleModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}
