/**
 * Vehicles' writes (docs/product.md#calls-vehicles, #vehicles): the references a vehicle names,
 * who already uses a short code or a plate, a new vehicle's row, a versioned edit and comments.
 * SQL only: the rules, the transaction and the events are in services/vehicles/.
 */
import { type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { requireRefs } from '../references';
import type { BodyOut } from '../areaTypes';
import { updateVersioned } from '../versioned';

type AddVehicleBody = BodyOut<'vehicles', 'addVehicle'>;
export type VehicleRefs = Partial<
  Pick<
    AddVehicleBody,
    'typeId' | 'stateId' | 'contractId' | 'modelId' | 'fleetManagerId' | 'supplierId' | 'analyticAccountId'
  >
>;

/** Checks the referenced type, state, contract, model, fleet manager, supplier and account; a 404 names the field. */
export async function requireVehicleRefs(db: Executor, refs: VehicleRefs) {
  await requireRefs(db, [
    { field: 'typeId', table: 'vehicle_types', id: refs.typeId, label: 'vehicle type' },
    { field: 'stateId', table: 'vehicle_states', id: refs.stateId, label: 'vehicle state' },
    { field: 'contractId', table: 'vehicle_contracts', id: refs.contractId, label: 'vehicle contract' },
    { field: 'modelId', table: 'vehicle_models', id: refs.modelId, label: 'vehicle model' },
    { field: 'fleetManagerId', table: 'fleet_managers', id: refs.fleetManagerId, label: 'fleet manager' },
    { field: 'supplierId', table: 'vehicle_suppliers', id: refs.supplierId, label: 'vehicle supplier' },
    { field: 'analyticAccountId', table: 'analytic_accounts', id: refs.analyticAccountId, label: 'analytic account' },
  ]);
}

/** Another vehicle (not `exceptId`) with this short code or plate, if any. */
export async function findVehicleWith(
  db: Executor,
  column: 'short_code' | 'plate',
  value: string,
  exceptId?: number,
) {
  let q = db.selectFrom('vehicles').select('id').where(column, '=', value);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Body field -> column. */
export const VEHICLE_COLUMNS = {
  shortCode: 'short_code',
  plate: 'plate',
  typeId: 'type_id',
  stateId: 'state_id',
  contractId: 'contract_id',
  modelId: 'model_id',
  fleetManagerId: 'fleet_manager_id',
  supplierId: 'supplier_id',
  analyticAccountId: 'analytic_account_id',
  contractEndDate: 'contract_end_date',
  firstRegistrationOn: 'first_registration_on',
  mileageKm: 'mileage_km',
  comment: 'comment',
  activityStatus: 'activity_status',
} as const satisfies Record<string, keyof DB['vehicles']>;
export type VehicleField = keyof typeof VEHICLE_COLUMNS;

/** Inserts a vehicle with the fields given; returns its id. */
export async function insertVehicle(tx: Executor, vehicle: AddVehicleBody): Promise<number> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(VEHICLE_COLUMNS) as VehicleField[]) {
    const v = (vehicle as Record<string, unknown>)[field];
    if (v !== undefined) values[VEHICLE_COLUMNS[field]] = v;
  }
  const inserted = await tx
    .insertInto('vehicles')
    .values(values as Insertable<DB['vehicles']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Updates the vehicle at the version read (a stale one is a conflict), bumping it. */
export function updateVehicleRow(tx: Executor, id: number, version: number, values: Updateable<DB['vehicles']>) {
  return updateVersioned(tx, 'vehicles', id, version, values, 'vehicle');
}

/** The vehicles of these short codes (those that exist). */
export function findVehiclesByCode(db: Executor, codes: string[]) {
  return db.selectFrom('vehicles').select(['id', 'short_code']).where('short_code', 'in', codes).execute();
}

/** One comment on each vehicle, at one instant; returns the comments. */
export function insertVehicleComments(tx: Executor, vehicleIds: number[], userId: number, comment: string, at: Date) {
  return tx
    .insertInto('vehicle_comments')
    .values(vehicleIds.map((id) => ({ vehicle_id: id, user_id: userId, comment, at })))
    .returning(['id', 'vehicle_id', 'comment', 'at'])
    .execute();
}

/** A staff user's name (the author shown beside a comment). */
export async function staffName(db: Executor, userId: number): Promise<string | null> {
  const row = await db.selectFrom('staff_users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? null;
}
