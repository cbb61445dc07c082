/**
 * Vehicles (docs/product.md#calls-vehicles): the lists the vehicle forms pick from (models,
 * and the names with contacts).
 */
import type { Executor } from '../../db/executor';
import { namedFields, namedListQuery, type StatusFilter } from '../reference';

export async function listVehicleModels(db: Executor, status: StatusFilter, brandId?: number) {
  const rows = await namedListQuery(
    db.selectFrom('vehicle_models').select(['id', 'name', 'code', 'activity_status', 'brand_id']),
    status,
  )
    .$if(brandId !== undefined, (q) => q.where('brand_id', '=', brandId as number))
    .execute();
  return rows.map((r) => ({ ...namedFields(r), brandId: r.brand_id }));
}

export async function listWithContacts(
  db: Executor,
  table: 'fleet_managers' | 'vehicle_suppliers',
  status: StatusFilter,
) {
  const rows = await namedListQuery(
    db.selectFrom(table).select(['id', 'name', 'code', 'activity_status', 'email', 'phone']),
    status,
  ).execute();
  return rows.map((r) => ({ ...namedFields(r), email: r.email, phone: r.phone }));
}
