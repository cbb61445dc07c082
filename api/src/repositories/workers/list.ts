/**
 * Workers (docs/product.md#calls-workers): the paged, sorted list and the light list (id,
 * short code and name of active workers).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import { fullName } from '../rowValues';
import type { QueryOut, ResponseOut } from '../areaTypes';
import { todayInParis } from '../../domain/dates';
import { contract } from '../../shared';

/** Workers "leaving soon" (contracts "ending soon", documents "expiring soon") from today to this many days ahead (the Today page's widgets too). */
export const LEAVING_SOON_DAYS = contract.TODAY_ENDING_DAYS;

export type GetWorkersQuery = QueryOut<'workers', 'getWorkers'>;
type WorkerListRow = ResponseOut<'workers', 'getWorkers'>['items'][number];
/**
 * What every worker answer reads: the team's, agency's and company's names (sub-selects by key:
 * joined, with the vehicle and what the detail adds, they made the planner search join orders
 * for several ms on every call), the open vehicle assignment.
 */
export function workersBase(db: Executor) {
  return db
    .selectFrom('workers as w')
    .leftJoin('vehicle_assignments as va', (j) =>
      j.onRef('va.worker_id', '=', 'w.id').on('va.ended_at', 'is', null),
    )
    .leftJoin('vehicles as v', 'v.id', 'va.vehicle_id')
    .select([
      'w.id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      'w.team_id',
      (eb) => eb.selectFrom('teams as t').select('t.name').whereRef('t.id', '=', 'w.team_id').as('team_name'),
      'w.agency_id',
      (eb) =>
        eb
          .selectFrom('agencies as a')
          .select('a.name')
          .whereRef('a.id', '=', 'w.agency_id')
          .as('agency_name'),
      'w.company_id',
      (eb) =>
        eb
          .selectFrom('companies as c')
          .select('c.name')
          .whereRef('c.id', '=', 'w.company_id')
          .as('company_name'),
      'w.activity_status',
      'w.phone',
      'w.email',
      'w.city',
      'w.hired_on',
      'w.photo_updated_at',
      'v.id as vehicle_id',
      'v.short_code as vehicle_short_code',
      'v.plate as vehicle_plate',
      'va.started_at as vehicle_since',
    ]);
}

export type BaseRow = {
  id: number;
  short_code: string;
  first_name: string;
  last_name: string;
  team_id: number;
  team_name: string;
  agency_id: number;
  agency_name: string;
  company_id: number;
  company_name: string;
  activity_status: 'active' | 'inactive';
  phone: string | null;
  email: string | null;
  city: string | null;
  hired_on: string | null;
  photo_updated_at: Date | string | null;
  vehicle_id: number | null;
  vehicle_short_code: string | null;
  vehicle_plate: string | null;
  vehicle_since: Date | string | null;
};

export function toListRow(r: BaseRow): WorkerListRow {
  return {
    id: r.id,
    shortCode: r.short_code,
    firstName: r.first_name,
    lastName: r.last_name,
    team: { id: r.team_id, name: r.team_name },
    agency: { id: r.agency_id, name: r.agency_name },
    company: { id: r.company_id, name: r.company_name },
    activityStatus: r.activity_status,
    phone: r.phone,
    email: r.email,
    city: r.city,
    hiredOn: r.hired_on,
    vehicle: r.vehicle_id
      ? { id: r.vehicle_id, shortCode: r.vehicle_short_code!, plate: r.vehicle_plate }
      : null,
    hasPhoto: r.photo_updated_at !== null,
  };
}

const SORT_COLUMNS = {
  shortCode: ['w.short_code'],
  lastName: ['w.last_name', 'w.first_name'],
  firstName: ['w.first_name', 'w.last_name'],
  // the names read by workersBase's sub-selects, by their output names
  team: ['team_name', 'w.last_name'],
  agency: ['agency_name', 'w.last_name'],
  company: ['company_name', 'w.last_name'],
  activityStatus: ['w.activity_status', 'w.last_name'],
  hiredOn: ['w.hired_on', 'w.last_name'],
} as const;

type WorkerSort = keyof typeof SORT_COLUMNS;

/**
 * `order by <the sort's columns>, w.id`, every column in the same direction: descending is
 * ascending reversed (nulls first), so a page of either is stable and pages are disjoint.
 */
function sortOrder(sort: WorkerSort, order: 'asc' | 'desc') {
  const dir = sql.raw(order === 'desc' ? 'desc' : 'asc');
  return sql.join([...SORT_COLUMNS[sort], 'w.id'].map((column) => sql`${sql.ref(column)} ${dir}`));
}

/**
 * The workers list: one query, filtered on indexed columns (the search on `search_text`, the
 * lower-cased code, names, email and phone, matched anywhere with its trigram index), in the
 * sort's order, one page, the total counted with the rows (`count(*) over ()`). A page past the
 * end has no row to carry the total: then it is counted alone.
 */
export async function listWorkers(db: Executor, q: GetWorkersQuery, today = todayInParis()) {
  const filtered = <Q extends ReturnType<typeof workersBase>>(query: Q): Q => {
    let f = query;
    if (q.activityStatus !== 'all') f = f.where('w.activity_status', '=', q.activityStatus) as Q;
    if (q.search) f = f.where('w.search_text', 'like', containsPattern(q.search)) as Q;
    if (q.teamId) f = f.where('w.team_id', '=', q.teamId) as Q;
    if (q.agencyId) f = f.where('w.agency_id', '=', q.agencyId) as Q;
    if (q.companyId) f = f.where('w.company_id', '=', q.companyId) as Q;
    if (q.leavingSoon)
      f = f.where(sql<boolean>`w.left_on between ${today}::date and ${today}::date + ${LEAVING_SOON_DAYS}::int`) as Q;
    // Both read through the partial indexes of migration 0078, as the Today widgets do.
    if (q.contractEndingSoon)
      f = f.where(
        sql<boolean>`w.contract_end_date between ${today}::date and ${today}::date + ${LEAVING_SOON_DAYS}::int`,
      ) as Q;
    if (q.documentExpiringSoon)
      f = f.where(
        sql<boolean>`exists (select 1 from worker_documents d where d.worker_id = w.id
          and d.expires_on between ${today}::date and ${today}::date + ${LEAVING_SOON_DAYS}::int)`,
      ) as Q;
    return f;
  };
  const rows = await filtered(workersBase(db))
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy(sortOrder(q.sort, q.order))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  let total = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const counted = await filtered(workersBase(db))
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { items: rows.map((r) => toListRow(r as BaseRow)), total, page: q.page, pageSize: q.pageSize };
}

/** Id, short code and name of active workers (a compact projection), by last name: one query. */
export async function listWorkersLight(db: Executor, search?: string) {
  let query = db
    .selectFrom('workers as w')
    .select(['w.id', 'w.short_code', 'w.first_name', 'w.last_name'])
    .where('w.activity_status', '=', 'active');
  if (search) query = query.where('w.search_text', 'like', containsPattern(search));
  const rows = await query.orderBy(sortOrder('lastName', 'asc')).execute();
  return rows.map((r) => ({ id: r.id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) }));
}
