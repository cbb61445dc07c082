import { sql, type InferResult, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/executor';

/** The tables behind the reference lists (docs/product.md#calls-reference-lists), all shaped (id, name, code, activity_status). */
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
export type NamedListTable =
  ReferenceTable | 'vehicle_types' | 'vehicle_states' | 'vehicle_contracts' | 'vehicle_brands';

export type StatusFilter = 'active' | 'inactive' | 'all';

/**
 * What every named list (the ones above, and those with a few more columns: teams, models,
 * fleet managers...) filters and sorts by: one activity status or all of them, by name, then
 * by id so that equal names keep one order. `alias`: the table's alias when the query joins.
 */
export function namedListQuery<D, TB extends keyof D, O>(
  q: SelectQueryBuilder<D, TB, O>,
  status: StatusFilter,
  alias?: string,
): SelectQueryBuilder<D, TB, O> {
  // Columns by name: every named table has them, which Kysely cannot see through a generic table.
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  const filtered = status === 'all' ? q : q.where(column('activity_status'), '=', status);
  return filtered.orderBy(column('name')).orderBy(column('id'));
}

/**
 * Several named lists (the pickers of a form) in one statement: one round trip and one snapshot
 * rather than a query (and a pooled connection) each. Each list is filtered by status and sorted
 * by name then id, as namedListQuery does, and comes back as the rows its query selects.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's query of any columns
export async function readNamedLists<T extends Record<string, SelectQueryBuilder<any, any, any>>>(
  db: Executor,
  status: StatusFilter,
  lists: T,
): Promise<{ [K in keyof T]: InferResult<T[K]> }> {
  const parts = Object.entries(lists).map(([name, q]) => {
    const rows = status === 'all' ? q : q.where(sql.ref('activity_status'), '=', status);
    return sql`${sql.lit(name)}::text, (select coalesce(json_agg(l order by l.name, l.id), '[]') from (${rows}) l)`;
  });
  const { rows } = await sql<{ lists: { [K in keyof T]: InferResult<T[K]> } }>`
    select json_build_object(${sql.join(parts)}) as lists`.execute(db);
  return rows[0].lists;
}

/** The fields every named list answers with; lists with more columns add theirs after these. */
export const namedFields = (r: {
  id: number;
  name: string;
  code: string | null;
  activity_status: 'active' | 'inactive';
}) => ({ id: r.id, name: r.name, code: r.code, activityStatus: r.activity_status });

export async function listReference(db: Executor, table: NamedListTable, activityStatus: StatusFilter) {
  const rows = await namedListQuery(
    db.selectFrom(table).select(['id', 'name', 'code', 'activity_status']),
    activityStatus,
  ).execute();
  return rows.map(namedFields);
}
