import { useState } from 'react';
import { Button } from '@mantine/core';
import {
  EmptyState,
  ErrorState,
  ListPage,
  listParam,
  useListSelection,
  useListState,
  type ListStateOptions,
} from '@courier/shared';
import { useVehicles } from '../api/getVehicles';
import { useVehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleListFilters, VehicleListRow } from '../types';
import { AddVehicleModal } from './AddVehicleModal';
import { BulkCommentModal } from './BulkCommentModal';
import { VehicleFiltersBar } from './VehicleFiltersBar';
import { VEHICLE_COLUMNS } from './vehicleColumns';

/** The list in the address: active vehicles, the reference filters and the contract flag; the page sorts by any column. */
const VEHICLES_LIST: ListStateOptions<string, VehicleListFilters> = {
  sorts: VEHICLE_COLUMNS.map((c) => c.id),
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

const rowId = (v: VehicleListRow) => v.shortCode;

/** /vehicles: filters, search, multi-select with a bulk comment, add vehicle. */
export function VehiclesListPage() {
  const list = useListState(VEHICLES_LIST);
  const refs = useVehicleReferences();
  const vehicles = useVehicles({ search: list.q, activityStatus: list.status, ...list.filters });
  const selection = useListSelection(rowId);
  const [commenting, setCommenting] = useState(false);
  const [adding, setAdding] = useState(false);
  const chosen = selection.chosen(vehicles.data ?? []).map(rowId);

  return (
    <ListPage
      title="Véhicules"
      description="Fleet: attributes, drivers and contracts (those ending within 30 days are flagged)."
      noun={['vehicle', 'vehicles']}
      list={list}
      query={vehicles}
      columns={VEHICLE_COLUMNS}
      getRowId={rowId}
      statusControl="select"
      searchPlaceholder="Short code or plate"
      notice={
        refs.error && (
          <ErrorState
            title="Some filter lists could not be loaded"
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
          <Button variant="default" disabled={chosen.length === 0} onClick={() => setCommenting(true)}>
            Add comment{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
          <Button onClick={() => setAdding(true)}>Add vehicle</Button>
        </>
      }
      empty={
        <EmptyState
          title="No vehicle matches"
          description="Change the filters or the search."
          action={
            <Button variant="subtle" onClick={list.reset}>
              Clear filters
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
