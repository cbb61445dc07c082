/**
 * POST vehicles/addVehicle and updateVehicleData (docs/product.md#calls-vehicles): unique short
 * code and plate (409 on a duplicate), referenced rows that exist (404 naming the field), a
 * vehicle made inactive only once nobody drives it; each change writes an admin event.
 */
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { diffFields, readForEdit } from '../../repositories/versioned';
import { findOpenAssignment } from '../../repositories/vehicleAssignments';
import { getVehicleDetail } from '../../repositories/vehicles/detail';
import {
  findVehicleWith,
  insertVehicle,
  requireVehicleRefs,
  updateVehicleRow,
  VEHICLE_COLUMNS,
  type VehicleField,
  type VehicleRefs,
} from '../../repositories/vehicles/commands';

type VehicleDetail = ResponseOut<'vehicles', 'getVehicle'>;

/** 409 when another vehicle already has this short code or plate. */
async function refuseDuplicates(db: Executor, v: { shortCode?: string; plate?: string | null }, exceptId?: number) {
  if (v.shortCode !== undefined && (await findVehicleWith(db, 'short_code', v.shortCode, exceptId)))
    throw conflict(`The short code ${v.shortCode} is already used by another vehicle`);
  if (v.plate && (await findVehicleWith(db, 'plate', v.plate, exceptId)))
    throw conflict(`The plate ${v.plate} is already used by another vehicle`);
}

export async function addVehicle(
  db: Database,
  userId: number,
  vehicle: BodyOut<'vehicles', 'addVehicle'>,
): Promise<VehicleDetail> {
  return db.transaction().execute(async (tx) => {
    await requireVehicleRefs(tx, vehicle);
    await refuseDuplicates(tx, vehicle);
    const id = await insertVehicle(tx, vehicle);
    await recordAdminEvent(tx, {
      userId,
      action: 'vehicles.add',
      targetType: 'vehicle',
      targetId: id,
      summary: `Added vehicle ${vehicle.shortCode}`,
      data: { vehicle: vehicle.shortCode },
    });
    return getVehicleDetail(tx, id);
  });
}

export async function updateVehicleData(
  db: Database,
  userId: number,
  edit: BodyOut<'vehicles', 'updateVehicleData'>,
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
    const changedRefs = names.filter((k) => k.endsWith('Id')).map((k) => [k, (edit as Record<string, unknown>)[k]]);
    await requireVehicleRefs(tx, Object.fromEntries(changedRefs) as VehicleRefs);
    await refuseDuplicates(
      tx,
      { shortCode: changes.shortCode ? edit.shortCode : undefined, plate: changes.plate ? edit.plate : undefined },
      id,
    );
    if (changes.activityStatus && edit.activityStatus === 'inactive') {
      const open = await findOpenAssignment(tx, 'vehicle', id);
      if (open) throw conflict(`This vehicle is driven by ${open.worker_code}: dissociate it first`);
    }
    await updateVehicleRow(tx, id, edit.version, values as Updateable<DB['vehicles']>);
    await recordAdminEvent(tx, {
      userId,
      action: 'vehicles.update',
      targetType: 'vehicle',
      targetId: id,
      summary: `${current.short_code}: changed ${names.join(', ')}`,
      data: { vehicle: current.short_code, fields: names },
    });
    return getVehicleDetail(tx, id);
  });
}
