/** The pickers of the planning (docs/product.md#calls-planning): shiftable clients, client groups, shift types. */
import type { Executor } from '../../db/executor';

export async function listClientsShiftable(db: Executor) {
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'name', 'business_code', 'client_group_id'])
    .where('activity_status', '=', 'active')
    .where('closed_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    businessCode: r.business_code,
    clientGroupId: r.client_group_id,
  }));
}

export async function listClientGroupsShiftable(db: Executor) {
  const rows = await db
    .selectFrom('client_groups as g')
    .select(['g.id', 'g.name', 'g.code', 'g.activity_status'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('clients as c')
          .select('c.id')
          .whereRef('c.client_group_id', '=', 'g.id')
          .where('c.activity_status', '=', 'active')
          .where('c.closed_at', 'is', null),
      ),
    )
    .orderBy('g.name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    activityStatus: r.activity_status as 'active' | 'inactive',
  }));
}

export async function listShiftTypes(db: Executor) {
  const rows = await db
    .selectFrom('shift_types')
    .select(['id', 'name', 'code', 'activity_status', 'color', 'is_billable'])
    .where('activity_status', '=', 'active')
    .orderBy('name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    activityStatus: r.activity_status as 'active' | 'inactive',
    color: r.color,
    isBillable: r.is_billable,
  }));
}
