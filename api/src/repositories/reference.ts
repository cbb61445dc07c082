import type { Executor } from './adminEvents';

/** The tables behind SPEC §7 "Reference lists (GET)", all shaped (id, name, code, activity_status). */
export const REFERENCE_TABLES = [
  'elus',
  'teams',
  'companies',
  'agencies',
  'finance_units',
  'business_units',
  'analytic_accounts',
  'gta_types',
] as const;
export type ReferenceTable = (typeof REFERENCE_TABLES)[number];

/** Every table of that same shape: the reference lists and the vehicles' own lists. */
export type NamedListTable = ReferenceTable | 'vehicle_types' | 'vehicle_states' | 'vehicle_contracts' | 'vehicle_brands';

export async function listReference(db: Executor, table: NamedListTable, activityStatus: 'active' | 'inactive' | 'all') {
  let q = db.selectFrom(table).select(['id', 'name', 'code', 'activity_status']);
  if (activityStatus !== 'all') q = q.where('activity_status', '=', activityStatus);
  const rows = await q.orderBy('name').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, code: r.code, activityStatus: r.activity_status }));
}
