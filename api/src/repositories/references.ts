/**
 * Ids a request names: checked to exist (a 404 naming the field), or found by id or short code.
 */
import type { Executor } from '../db/executor';
import { notFound, notFoundField } from '../domain/errors';

/** Tables whose rows can be referenced by id from a request body. */
type RefTable =
  | 'companies'
  | 'teams'
  | 'agencies'
  | 'elus'
  | 'workers'
  | 'vehicles'
  | 'vehicle_types'
  | 'vehicle_states'
  | 'vehicle_contracts'
  | 'vehicle_models'
  | 'fleet_managers'
  | 'vehicle_suppliers'
  | 'analytic_accounts'
  | 'team_configs'
  | 'retrib_calendar_entries';

/** Checks that each given id exists in its table; the first unknown one is a 404 naming its field. */
export async function requireRefs(
  db: Executor,
  refs: { field: string; table: RefTable; id: number | null | undefined; label: string }[],
): Promise<void> {
  for (const r of refs) {
    if (r.id === null || r.id === undefined) continue;
    const found = await db.selectFrom(r.table).select('id').where('id', '=', r.id).executeTakeFirst();
    if (!found) throw notFoundField(r.field, `No such ${r.label}: ${r.id}`);
  }
}

/** Path parameter of `workers/[id]` / `vehicles/[id]`: a numeric id or a short code. */
export function idOrCode(param: string): { id: number } | { code: string } {
  const trimmed = param.trim();
  if (/^\d{1,9}$/.test(trimmed)) return { id: Number(trimmed) };
  return { code: trimmed.toUpperCase() };
}

/** The id a `workers/[id]` / `vehicles/[id]` path parameter names; 404 when there is none. */
export async function resolveIdOrCode(
  db: Executor,
  table: 'workers' | 'vehicles',
  param: string,
  what: string,
): Promise<number> {
  const key = idOrCode(param);
  let q = db.selectFrom(table).select('id');
  q = 'id' in key ? q.where('id', '=', key.id) : q.where('short_code', '=', key.code);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(`No such ${what}: ${param}`);
  return row.id;
}
