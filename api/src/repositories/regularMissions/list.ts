/**
 * Regular missions (docs/product.md#calls-regular-missions): the paged list, the rows it shares
 * with a mission's detail, and the clients and names the list filters on.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { containsPattern } from '../textSearch';
import { fullName } from '../rowValues';
import { pageTotal } from '../paging';
import type { QueryOut, ResponseOut } from '../areaTypes';

type ListRow = ResponseOut<'regularMissions', 'getRegularMissions'>['items'][number];

/** The columns of migration 0006 (not in db/schema, which other areas share). */
type PlanningTables = {
  regular_missions: { worker_id: number | null };
};
export const withPlanning = (db: Executor) => db.withTables<PlanningTables>();

export const hm = (t: string) => t.slice(0, 5);

export function base(db: Executor) {
  return withPlanning(db)
    .selectFrom('regular_missions as rm')
    .leftJoin('workers as w', 'w.id', 'rm.worker_id')
    .select([
      'rm.id',
      'rm.client_id',
      'rm.client_name',
      'rm.name',
      'rm.weekdays',
      'rm.start_time',
      'rm.end_time',
      'rm.expected_waypoints',
      'rm.expected_km',
      'rm.comment',
      'rm.is_active',
      'rm.worker_id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      'rm.version',
    ]);
}
type BaseRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export function toRow(r: BaseRow): ListRow {
  return {
    id: r.id,
    client: { id: r.client_id, name: r.client_name },
    name: r.name,
    weekdays: [...r.weekdays].map(Number).sort((a, b) => a - b),
    startTime: hm(String(r.start_time)),
    endTime: hm(String(r.end_time)),
    expectedWaypoints: r.expected_waypoints,
    expectedKm: r.expected_km,
    comment: r.comment,
    isActive: r.is_active,
    worker: r.worker_id
      ? { id: r.worker_id, shortCode: r.short_code!, name: fullName(r.first_name!, r.last_name!) }
      : null,
    version: r.version,
  };
}

type ListQuery = QueryOut<'regularMissions', 'getRegularMissions'>;
/** The list's filters and sort, without paging (the export reads its batches with them). */
export type RegularMissionsFilterSort = Omit<ListQuery, 'page' | 'pageSize'>;

/**
 * The columns of each sort, all in the one direction asked so that each walks an index forwards
 * or backwards (regular_missions_list_idx and its active variant, migration 0049; 0071).
 */
const SORT_COLUMNS: Record<ListQuery['sort'], readonly string[]> = {
  client: ['client_name', 'name', 'id'],
  name: ['name', 'client_name', 'id'],
  startTime: ['start_time', 'client_name', 'name', 'id'],
  activityStatus: ['is_active', 'client_name', 'name', 'id'],
};

/**
 * A page of regular missions: one query with the filters (active flag, clients, names, a
 * search contained in the lower-cased name or client name), in the list's sort (client name,
 * name, id by default), and the total of the filters counted in the same snapshot.
 */
export async function listRegularMissions(db: Executor, q: ListQuery) {
  const active = q.activityStatus === 'all' ? null : q.activityStatus === 'active';
  const pattern = q.searchValue ? containsPattern(q.searchValue) : null;
  // The filters on the missions' own columns, then the search (which reads the client's name).
  const onMissions = [
    ...(active !== null ? [sql<boolean>`rm.is_active = ${active}`] : []),
    ...(q.clients.length ? [sql<boolean>`rm.client_id = any(${sql.val(q.clients)}::int[])`] : []),
    ...(q.missionNames.length ? [sql<boolean>`rm.name = any(${sql.val(q.missionNames)}::text[])`] : []),
  ];
  const missionsWhere = onMissions.length
    ? sql<boolean>`${sql.join(onMissions, sql` and `)}`
    : sql<boolean>`true`;
  const searched = pattern
    ? sql<boolean>`(lower(rm.name) like ${pattern} escape '\\' or lower(rm.client_name) like ${pattern} escape '\\')`
    : sql<boolean>`true`;
  // The page with its total in one statement (one snapshot): the total is counted by a
  // sub-select of its own, which leaves the page free to stop at its last row. The client's name
  // is the mission's own column (migration 0049), so the page walks regular_missions_list_idx
  // (or its active variant) and the total counts regular_missions alone.
  const count = (db: Executor) =>
    withPlanning(db)
      .selectFrom('regular_missions as rm')
      .where(missionsWhere)
      .where(searched)
      .select(sql<number>`count(*)::int`.as('n'));
  const rows = await base(db)
    .select((eb) => eb.selectFrom(count(db).as('k')).select('k.n').as('total'))
    .where(missionsWhere)
    .where(searched)
    .$call((qb) => {
      let out = qb;
      for (const column of SORT_COLUMNS[q.sort]) out = out.orderBy(sql.ref(`rm.${column}`), q.order);
      return out;
    })
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  const total = await pageTotal(rows, q.page, async () => (await count(db).executeTakeFirstOrThrow()).n);
  return { items: rows.map(toRow), total, page: q.page, pageSize: q.pageSize };
}

export async function listRegMissionsClients(db: Executor) {
  const rows = await db
    .selectFrom('clients as c')
    .select(['c.id', 'c.name', 'c.business_code', 'c.activity_status'])
    .where((eb) =>
      eb.exists(
        eb.selectFrom('regular_missions as rm').select('rm.id').whereRef('rm.client_id', '=', 'c.id'),
      ),
    )
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.business_code,
    activityStatus: r.activity_status as 'active' | 'inactive',
  }));
}

export async function listRegMissionsNames(db: Executor) {
  const rows = await db.selectFrom('regular_missions').select('name').distinct().orderBy('name').execute();
  return rows.map((r) => r.name);
}
