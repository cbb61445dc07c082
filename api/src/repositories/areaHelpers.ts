/**
 * Small helpers shared by the repositories of the Workers, Vehicles and Retribution areas
 * (lookups that answer 404 naming the field, search patterns, dates of today in Paris).
 */
import { sql } from 'kysely';
import { notFound, notFoundField } from '../domain/errors';
import { addDays, parisDate } from '../domain/dates';
import type { Executor } from '../db/executor';

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

/** `%term%` for `like` on a lower-cased search column, with the wildcards of the term escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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

/** Today's date in Paris, where the operator works. */
export function todayInParis(now = new Date()): string {
  return parisDate(now);
}

export { addDays };

export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
export const isoOrNull = (d: Date | string | null | undefined): string | null => (d ? iso(d) : null);

/** A worker's display name. */
export const fullName = (first: string, last: string): string => `${first} ${last}`;

/** `lower(x) like pattern escape '\'`. */
export const likeEscaped = (column: string, pattern: string) =>
  sql<boolean>`${sql.ref(column)} like ${pattern}`;

/**
 * The total of a list whose page rows carry it (`total`, counted in the same query): a page past
 * the end has no row to carry it, so it is counted apart (`countApart`), except on page 1 (none).
 */
export async function pageTotal(rows: readonly { total: unknown }[], page: number, countApart: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return Number(rows[0].total);
  return page === 1 ? 0 : countApart();
}

/**
 * Lists of a history that grows without bound (the admin trail, the outbox) page by key: a
 * cursor is the last row's time in UTC to the microsecond, `~`, its id (the contract's
 * `keysetCursor` checks it), and the total is counted at most this many pages past the one
 * asked for ("at least" past it).
 */
export const KEYSET_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~(\d{1,18})$/;
export const COUNT_PAGES_AHEAD = 2;
