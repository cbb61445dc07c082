/**
 * Vehicles (docs/product.md#calls-vehicles, #vehicles): the list with its filters, and the
 * rows it shares with a vehicle's page.
 */
import type { Executor } from '../../db/executor';
import { addDays, todayInParis } from '../../domain/dates';
import { containsPattern } from '../textSearch';
import { fullName } from '../rowValues';
import type { QueryOut, ResponseOut } from '../areaTypes';

type VehiclesQuery = QueryOut<'vehicles', 'getVehicles'>;
type VehicleListRow = ResponseOut<'vehicles', 'getVehicles'>[number];
const CONTRACT_ENDING_SOON_DAYS = 30;

/**
 * A vehicle with the names it points to (sub-selects by key: joining eight lookup tables made
 * planning the costly part of the call) and its current driver.
 */
export function vehiclesBase(db: Executor) {
  return db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_models as mo', 'mo.id', 'v.model_id')
    .leftJoin('vehicle_assignments as va', (j) =>
      j.onRef('va.vehicle_id', '=', 'v.id').on('va.ended_at', 'is', null),
    )
    .leftJoin('workers as w', 'w.id', 'va.worker_id')
    .select([
      'v.id',
      'v.short_code',
      'v.plate',
      'v.type_id',
      (eb) => eb.selectFrom('vehicle_types as ty').select('ty.name').whereRef('ty.id', '=', 'v.type_id').as('type_name'),
      'v.state_id',
      (eb) => eb.selectFrom('vehicle_states as st').select('st.name').whereRef('st.id', '=', 'v.state_id').as('state_name'),
      'v.contract_id',
      (eb) => eb.selectFrom('vehicle_contracts as co').select('co.name').whereRef('co.id', '=', 'v.contract_id').as('contract_name'),
      'mo.brand_id',
      (eb) => eb.selectFrom('vehicle_brands as br').select('br.name').whereRef('br.id', '=', 'mo.brand_id').as('brand_name'),
      'v.model_id',
      'mo.name as model_name',
      'v.fleet_manager_id',
      (eb) => eb.selectFrom('fleet_managers as fm').select('fm.name').whereRef('fm.id', '=', 'v.fleet_manager_id').as('fleet_manager_name'),
      'v.supplier_id',
      (eb) => eb.selectFrom('vehicle_suppliers as su').select('su.name').whereRef('su.id', '=', 'v.supplier_id').as('supplier_name'),
      'v.analytic_account_id',
      (eb) => eb.selectFrom('analytic_accounts as aa').select('aa.name').whereRef('aa.id', '=', 'v.analytic_account_id').as('analytic_account_name'),
      'v.contract_end_date',
      'v.mileage_km',
      'v.activity_status',
      'w.id as worker_id',
      'w.short_code as worker_short_code',
      'w.first_name as worker_first_name',
      'w.last_name as worker_last_name',
    ]);
}

export type BaseRow = {
  id: number;
  short_code: string;
  plate: string | null;
  type_id: number;
  type_name: string;
  state_id: number | null;
  state_name: string | null;
  contract_id: number | null;
  contract_name: string | null;
  brand_id: number | null;
  brand_name: string | null;
  model_id: number | null;
  model_name: string | null;
  fleet_manager_id: number | null;
  fleet_manager_name: string | null;
  supplier_id: number | null;
  supplier_name: string | null;
  analytic_account_id: number | null;
  analytic_account_name: string | null;
  contract_end_date: string | null;
  mileage_km: number | null;
  activity_status: 'active' | 'inactive';
  worker_id: number | null;
  worker_short_code: string | null;
  worker_first_name: string | null;
  worker_last_name: string | null;
};

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function toListRow(r: BaseRow, today: string): VehicleListRow {
  const soonLimit = addDays(today, CONTRACT_ENDING_SOON_DAYS);
  const end = r.contract_end_date;
  return {
    id: r.id,
    shortCode: r.short_code,
    plate: r.plate,
    type: { id: r.type_id, name: r.type_name },
    state: ref(r.state_id, r.state_name),
    contract: ref(r.contract_id, r.contract_name),
    brand: ref(r.brand_id, r.brand_name),
    model: ref(r.model_id, r.model_name),
    fleetManager: ref(r.fleet_manager_id, r.fleet_manager_name),
    supplier: ref(r.supplier_id, r.supplier_name),
    analyticAccount: ref(r.analytic_account_id, r.analytic_account_name),
    contractEndDate: end,
    contractEndingSoon: end !== null && end >= today && end <= soonLimit,
    contractEnded: end !== null && end < today,
    mileageKm: r.mileage_km,
    activityStatus: r.activity_status,
    worker: r.worker_id
      ? {
          id: r.worker_id,
          shortCode: r.worker_short_code!,
          name: fullName(r.worker_first_name!, r.worker_last_name!),
        }
      : null,
  };
}

/** The vehicle list's filters by attribute: query field -> column. */
const ID_FILTERS = [
  ['typeIds', 'v.type_id'],
  ['stateIds', 'v.state_id'],
  ['contractIds', 'v.contract_id'],
  ['brandIds', 'mo.brand_id'],
  ['modelIds', 'v.model_id'],
  ['fleetManagerIds', 'v.fleet_manager_id'],
  ['supplierIds', 'v.supplier_id'],
] as const;

/**
 * The vehicles list, by short code: one query, filtered on indexed columns (the search on
 * `search_text`, the lower-cased code and plate, matched anywhere with its trigram index).
 */
export async function listVehicles(db: Executor, q: VehiclesQuery) {
  const today = todayInParis();
  let query = vehiclesBase(db);
  if (q.activityStatus !== 'all') query = query.where('v.activity_status', '=', q.activityStatus);
  if (q.search) query = query.where('v.search_text', 'like', containsPattern(q.search));
  for (const [field, column] of ID_FILTERS) {
    const ids = q[field];
    if (ids.length > 0) query = query.where(column, 'in', ids);
  }
  if (q.contractEndingSoon === true)
    query = query
      .where('v.contract_end_date', '>=', today)
      .where('v.contract_end_date', '<=', addDays(today, CONTRACT_ENDING_SOON_DAYS));
  const rows = await query.orderBy('v.short_code').orderBy('v.id').execute();
  return rows.map((r) => toListRow(r as BaseRow, today));
}
