/**
 * The reference lists staff administer in Settings (docs/product.md#calls-reference-lists):
 * élus, finance units, business units and GTA types, on the generic repository of simpleList.ts.
 * `inUse` counts the rows pointing to an item, each on its foreign key's index.
 */
/*
 * Database side effects of GTA types (triggers in api/src/db/schema.sql; the SQL is simpleList.ts's):
 * - gta_types → gta_types_dated_insert: a new type's is_absence and is_paid go to gta_type_versions
 * - gta_types → gta_types_dated_update: a change of either is dated in gta_type_versions (pay reads it)
 * - gta_types → gta_types_worker_days_update: a change of is_absence recounts worker_days of the type's times
 */
import { sql } from 'kysely';
import type { ResponseOut } from './areaTypes';
import { simpleList, type CommonFields } from './simpleList';

type Raw = Record<string, unknown>;
type Rows = {
  elus: ResponseOut<'referenceAdmin', 'listElus'>[number];
  financeUnits: ResponseOut<'referenceAdmin', 'listFinanceUnits'>[number];
  businessUnits: ResponseOut<'referenceAdmin', 'listBusinessUnits'>[number];
  gtaTypes: ResponseOut<'referenceAdmin', 'listGtaTypes'>[number];
};

const count = (table: string, column: string) =>
  sql`select count(*) from ${sql.table(table)} u where ${sql.ref(`u.${column}`)} = t.id`;

export const elus = simpleList<Rows['elus']>({
  table: 'elus',
  label: 'staff representative',
  action: 'elus',
  targetType: 'elu',
  inUse: count('workers', 'elu_id'),
  toRow: (c: CommonFields) => c,
});

export const financeUnits = simpleList<Rows['financeUnits']>({
  table: 'finance_units',
  label: 'finance unit',
  action: 'financeUnits',
  targetType: 'finance_unit',
  inUse: sql`(${count('business_units', 'finance_unit_id')}) + (${count('clients', 'finance_unit_id')})`,
  toRow: (c: CommonFields) => c,
});

export const businessUnits = simpleList<Rows['businessUnits']>({
  table: 'business_units',
  label: 'business unit',
  action: 'businessUnits',
  targetType: 'business_unit',
  columns: { financeUnitId: 'finance_unit_id' },
  refs: { financeUnitId: { table: 'finance_units', label: 'finance unit' } },
  inUse: count('clients', 'business_unit_id'),
  select: sql`t.finance_unit_id, (select f.name from finance_units f where f.id = t.finance_unit_id) as finance_unit_name`,
  toRow: (c: CommonFields, r: Raw) => ({
    ...c,
    financeUnitId: (r.finance_unit_id as number | null) ?? null,
    financeUnitName: (r.finance_unit_name as string | null) ?? null,
  }),
});

export const gtaTypes = simpleList<Rows['gtaTypes']>({
  table: 'gta_types',
  label: 'GTA type',
  action: 'gtaTypes',
  targetType: 'gta_type',
  columns: { isAbsence: 'is_absence', isPaid: 'is_paid' },
  inUse: count('worker_times', 'gta_type_id'),
  select: sql`t.is_absence, t.is_paid`,
  toRow: (c: CommonFields, r: Raw) => ({
    ...c,
    isAbsence: Boolean(r.is_absence),
    isPaid: Boolean(r.is_paid),
  }),
});
