/**
 * Vehicles (docs/product.md#calls-vehicles, #vehicles): creation (unique short code), versioned
 * edits and bulk comments. Every change writes an admin event.
 */
import { type Insertable, type Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../events/adminEvents';
import { iso } from '../rowValues';
import { requireRefs } from '../references';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { diffFields, readForEdit, updateVersioned } from '../versioned';
import { findOpenAssignment } from '../vehicleAssignments';
import { getVehicleDetail } from './detail';

type VehicleDetail = ResponseOut<'vehicles', 'getVehicle'>;
type AddVehicleBody = BodyOut<'vehicles', 'addVehicle'>;
type UpdateVehicleBody = BodyOut<'vehicles', 'updateVehicleData'>;
type VehicleRefs = Partial<
  Pick<
    AddVehicleBody,
    'typeId' | 'stateId' | 'contractId' | 'modelId' | 'fleetManagerId' | 'supplierId' | 'analyticAccountId'
  >
>;

async function requireVehicleRefs(db: Executor, b: VehicleRefs) {
  await requireRefs(db, [
    { field: 'typeId', table: 'vehicle_types', id: b.typeId, label: 'vehicle type' },
    { field: 'stateId', table: 'vehicle_states', id: b.stateId, label: 'vehicle state' },
    { field: 'contractId', table: 'vehicle_contracts', id: b.contractId, label: 'vehicle contract' },
    { field: 'modelId', table: 'vehicle_models', id: b.modelId, label: 'vehicle model' },
    { field: 'fleetManagerId', table: 'fleet_managers', id: b.fleetManagerId, label: 'fleet manager' },
    { field: 'supplierId', table: 'vehicle_suppliers', id: b.supplierId, label: 'vehicle supplier' },
    {
      field: 'analyticAccountId',
      table: 'analytic_accounts',
      id: b.analyticAccountId,
      label: 'analytic account',
    },
  ]);
}

async function refuseDuplicates(
  db: Executor,
  b: { shortCode?: string; plate?: string | null },
  exceptId?: number,
) {
  if (b.shortCode !== undefined) {
    let q = db.selectFrom('vehicles').select('id').where('short_code', '=', b.shortCode);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst())
      throw conflict(`The short code ${b.shortCode} is already used by another vehicle`);
  }
  if (b.plate) {
    let q = db.selectFrom('vehicles').select('id').where('plate', '=', b.plate);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw conflict(`The plate ${b.plate} is already used by another vehicle`);
  }
}

/** Body field -> column. */
const VEHICLE_COLUMNS = {
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
type VehicleField = keyof typeof VEHICLE_COLUMNS;

export async function addVehicle(db: Database, userId: number, vehicleInput: AddVehicleBody): Promise<VehicleDetail> {
  return db.transaction().execute(async (tx) => {
    await requireVehicleRefs(tx, vehicleInput);
    await refuseDuplicates(tx, vehicleInput);
    const values: Record<string, unknown> = {};
    for (const field of Object.keys(VEHICLE_COLUMNS) as VehicleField[]) {
      const v = (vehicleInput as Record<string, unknown>)[field];
      if (v !== undefined) values[VEHICLE_COLUMNS[field]] = v;
    }
    const inserted = await tx
      .insertInto('vehicles')
      .values(values as Insertable<DB['vehicles']>)
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAdminEvent(tx, {
      userId,
      action: 'vehicles.add',
      targetType: 'vehicle',
      targetId: inserted.id,
      summary: `Added vehicle ${vehicleInput.shortCode}`,
    });
    return getVehicleDetail(tx, inserted.id);
  });
}

export async function updateVehicle(
  db: Database,
  userId: number,
  edit: UpdateVehicleBody,
): Promise<VehicleDetail> {
  return db.transaction().execute(async (tx) => {
    const id = edit.id;
    const current = await readForEdit(tx, 'vehicles', id, edit.version, 'vehicle');
    const { values, changes } = diffFields(
      current as Record<string, unknown>,
      edit as Partial<Record<VehicleField, unknown>>,
      VEHICLE_COLUMNS,
    );
    const names = Object.keys(changes);
    if (names.length === 0) return getVehicleDetail(tx, id);
    await requireVehicleRefs(
      tx,
      Object.fromEntries(
        Object.keys(changes)
          .filter((k) => k.endsWith('Id'))
          .map((k) => [k, (edit as Record<string, unknown>)[k]]),
      ) as VehicleRefs,
    );
    await refuseDuplicates(
      tx,
      { shortCode: changes.shortCode ? edit.shortCode : undefined, plate: changes.plate ? edit.plate : undefined },
      id,
    );
    if (changes.activityStatus && edit.activityStatus === 'inactive') {
      const open = await findOpenAssignment(tx, 'vehicle', id);
      if (open) throw conflict(`This vehicle is driven by ${open.worker_code}: dissociate it first`);
    }
    await updateVersioned(tx, 'vehicles', id, edit.version, values as Updateable<DB['vehicles']>, 'vehicle');
    await recordAdminEvent(tx, {
      userId,
      action: 'vehicles.update',
      targetType: 'vehicle',
      targetId: id,
      summary: `${current.short_code}: changed ${names.join(', ')}`,
    });
    return getVehicleDetail(tx, id);
  });
}

/** One comment on many vehicles, all or nothing: an unknown short code is a 404 naming it. */
export async function addComments(db: Database, userId: number, comment: string, shortCodes: string[]) {
  const codes = [...new Set(shortCodes)];
  return db.transaction().execute(async (tx) => {
    const found = await tx
      .selectFrom('vehicles')
      .select(['id', 'short_code'])
      .where('short_code', 'in', codes)
      .execute();
    const missing = codes.filter((c) => !found.some((f) => f.short_code === c));
    if (missing.length > 0) {
      const message = `No such vehicle: ${missing.join(', ')}`;
      throw notFoundField('vehicleShortCodes', message);
    }
    const at = new Date();
    const inserted = await tx
      .insertInto('vehicle_comments')
      .values(found.map((v) => ({ vehicle_id: v.id, user_id: userId, comment, at })))
      .returning(['id', 'vehicle_id', 'comment', 'at'])
      .execute();
    const author = await tx
      .selectFrom('staff_users')
      .select('name')
      .where('id', '=', userId)
      .executeTakeFirst();
    const codeOf = new Map(found.map((v) => [v.id, v.short_code]));
    for (const v of found) {
      await recordAdminEvent(tx, {
        userId,
        action: 'vehicles.addComment',
        targetType: 'vehicle',
        targetId: v.id,
        summary: `${v.short_code}: ${comment}`,
      });
    }
    return {
      count: inserted.length,
      comments: inserted.map((c) => ({
        id: c.id,
        vehicleId: c.vehicle_id,
        vehicleShortCode: codeOf.get(c.vehicle_id)!,
        comment: c.comment,
        at: iso(c.at),
        userName: author?.name ?? null,
      })),
    };
  });
}
