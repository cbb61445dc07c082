/**
 * The simple lists of the Settings area (docs/product.md#settings): sales agents, client
 * groups (1 and 2), worker companies, vehicle brands, models, types and suppliers, each a small
 * description for the generic repository of simpleList.ts (uniqueness, versioned edits, no
 * deletes, admin events), with the rules of one list only as its hooks.
 *
 * Database side effects: none of these lists' tables has a trigger. GTA types (referenceLists.ts) go
 * through this code too, and theirs are listed there.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import { conflict, invalid, notFoundField } from '../domain/errors';
import type { ResponseOut } from './areaTypes';
import { simpleList, type CommonFields } from './simpleList';
import { formatShortCode } from './workers/commands';

type Raw = Record<string, unknown>;

const count = (table: string, column: string) =>
  sql`select count(*) from ${sql.table(table)} u where ${sql.ref(`u.${column}`)} = t.id`;
/**
 * The clients referring to item `t` by `column` (a filter column of the clients list): the kept
 * counts of migration 0051 added up by that column once per query (a few thousand rows, where
 * counting the clients per item read 200,000 index entries), as `with` and `inUse` of a list.
 */
const clientsBy = (column: 'sales_agent_id' | 'client_group_id' | 'client_group2_id') => ({
  with: sql`clients_by as materialized (select ${sql.ref(`k.${column}`)} as id, sum(k.clients) as clients
    from clients_list_counts k where ${sql.ref(`k.${column}`)} is not null group by 1)`,
  inUse: sql`coalesce((select n.clients from clients_by n where n.id = t.id), 0)`,
});
const contacts = { email: 'email', phone: 'phone' };
const withContacts = (c: CommonFields, r: Raw) => ({
  ...c,
  email: (r.email as string | null) ?? null,
  phone: (r.phone as string | null) ?? null,
});

type Rows = {
  salesAgents: ResponseOut<'settings', 'getSalesAgents'>[number];
  clientGroups: ResponseOut<'settings', 'getClientGroups'>[number];
  clientGroups2: ResponseOut<'settings', 'getClientGroups2'>[number];
  workerCompanies: ResponseOut<'settings', 'getWorkerCompanies'>[number];
  vehicleModels: ResponseOut<'settings', 'getVehicleModels'>[number];
  vehicleBrands: ResponseOut<'settings', 'getVehicleBrands'>[number];
  vehicleTypes: ResponseOut<'settings', 'getVehicleTypes'>[number];
  vehicleSuppliers: ResponseOut<'settings', 'getVehicleSuppliers'>[number];
};

export const salesAgents = simpleList<Rows['salesAgents']>({
  table: 'sales_agents',
  label: 'sales agent',
  action: 'salesAgents',
  targetType: 'sales_agent',
  columns: contacts,
  ...clientsBy('sales_agent_id'),
  select: sql`t.email, t.phone`,
  toRow: withContacts,
});

export const clientGroups2 = simpleList<Rows['clientGroups2']>({
  table: 'client_groups2',
  label: 'client group 2',
  action: 'clientGroups2',
  targetType: 'client_group2',
  with: clientsBy('client_group2_id').with,
  inUse: sql`(${count('client_groups', 'client_group2_id')}) + ${clientsBy('client_group2_id').inUse}`,
  toRow: (c) => c,
});

export const clientGroups = simpleList<Rows['clientGroups']>({
  table: 'client_groups',
  label: 'client group',
  action: 'clientGroups',
  targetType: 'client_group',
  columns: { clientGroup2Id: 'client_group2_id' },
  refs: { clientGroup2Id: { table: 'client_groups2', label: 'client group 2' } },
  ...clientsBy('client_group_id'),
  select: sql`t.client_group2_id, (select g.name from client_groups2 g where g.id = t.client_group2_id) as client_group2_name`,
  filters: { clientGroup2: 'client_group2_id' },
  toRow: (c, r) => ({
    ...c,
    clientGroup2Id: (r.client_group2_id as number | null) ?? null,
    clientGroup2Name: (r.client_group2_name as string | null) ?? null,
  }),
});

async function refusePrefixInUse(tx: Executor, prefix: string, exceptId?: number) {
  let q = tx.selectFrom('companies').select('name').where('short_code_prefix', '=', prefix);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  const other = await q.executeTakeFirst();
  if (other) throw conflict(`The short-code prefix ${prefix} is already used by ${other.name}`);
}

export const workerCompanies = simpleList<Rows['workerCompanies']>({
  table: 'companies',
  label: 'worker company',
  action: 'workerCompanies',
  targetType: 'company',
  columns: { shortCodePrefix: 'short_code_prefix' },
  inUse: count('workers', 'company_id'),
  select: sql`t.short_code_prefix, t.next_short_code_seq`,
  toRow: (c, r) => ({
    ...c,
    shortCodePrefix: String(r.short_code_prefix),
    nextShortCode: formatShortCode(String(r.short_code_prefix), Number(r.next_short_code_seq)),
    prefixLocked: c.inUse > 0 || Number(r.next_short_code_seq) > 1,
  }),
  beforeAdd: (tx, values) => refusePrefixInUse(tx, String(values.short_code_prefix)),
  async beforeUpdate(tx, current, changes) {
    if (changes.shortCodePrefix === undefined) return;
    // A short code is never reused nor renamed: once one was given, the prefix stays.
    const workers = await tx
      .selectFrom('workers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', Number(current.id))
      .executeTakeFirstOrThrow();
    if (Number(workers.n) > 0 || Number(current.next_short_code_seq) > 1)
      throw conflict(
        `The prefix ${String(current.short_code_prefix)} is carried by the short codes of ${Number(workers.n)} worker(s): it cannot change`,
      );
    await refusePrefixInUse(tx, String(changes.shortCodePrefix), Number(current.id));
  },
});

/** workerCompanies/getShortCodePrefix: 404 naming companyId when there is no such company. */
export async function shortCodePrefixOf(db: Executor, companyId: number) {
  // One query by primary key (the worker form asks on each company choice).
  const row = (await workerCompanies.get(db, companyId)) as Rows['workerCompanies'] | undefined;
  if (!row) throw notFoundField('companyId', `No such worker company: ${companyId}`);
  return {
    companyId: row.id,
    shortCodePrefix: row.shortCodePrefix,
    nextShortCode: row.nextShortCode,
    prefixLocked: row.prefixLocked,
  };
}

export const vehicleBrands = simpleList<Rows['vehicleBrands']>({
  table: 'vehicle_brands',
  label: 'vehicle brand',
  action: 'vehicleBrands',
  targetType: 'vehicle_brand',
  inUse: count('vehicle_models', 'brand_id'),
  toRow: (c) => c,
});

export const vehicleModels = simpleList<Rows['vehicleModels']>({
  table: 'vehicle_models',
  label: 'vehicle model',
  action: 'vehicleModels',
  targetType: 'vehicle_model',
  columns: { brandId: 'brand_id' },
  refs: { brandId: { table: 'vehicle_brands', label: 'vehicle brand' } },
  scope: { field: 'brandId', column: 'brand_id' },
  inUse: count('vehicles', 'model_id'),
  select: sql`t.brand_id, (select b.name from vehicle_brands b where b.id = t.brand_id) as brand_name`,
  filters: { brand: 'brand_id' },
  toRow: (c, r) => ({ ...c, brandId: Number(r.brand_id), brandName: String(r.brand_name) }),
  async beforeAdd(tx, values) {
    const brand = await tx
      .selectFrom('vehicle_brands')
      .select('activity_status')
      .where('id', '=', Number(values.brand_id))
      .executeTakeFirst();
    if (brand?.activity_status === 'inactive')
      throw invalid('This brand is inactive', { brandId: 'This brand is inactive' });
  },
});

export const vehicleTypes = simpleList<Rows['vehicleTypes']>({
  table: 'vehicle_types',
  label: 'vehicle type',
  action: 'vehicleTypes',
  targetType: 'vehicle_type',
  inUse: count('vehicles', 'type_id'),
  toRow: (c) => c,
});

export const vehicleSuppliers = simpleList<Rows['vehicleSuppliers']>({
  table: 'vehicle_suppliers',
  label: 'vehicle supplier',
  action: 'vehicleSuppliers',
  targetType: 'vehicle_supplier',
  columns: contacts,
  inUse: count('vehicles', 'supplier_id'),
  select: sql`t.email, t.phone`,
  toRow: withContacts,
});

/** clientGroups2/getClientGroups2List: active ones, id and name, in name order: one query. */
export async function clientGroups2Light(db: Executor): Promise<{ id: number; name: string }[]> {
  const { rows } = await sql<{ id: number; name: string }>`select id, name from client_groups2
    where activity_status = 'active' order by name, id`.execute(db);
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
