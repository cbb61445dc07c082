/**
 * Regular missions (docs/product.md#calls-regular-missions): list, detail, versioned edits and
 * the active toggle; applying the active ones to a week (domain/applyWeek.ts decides, this
 * reads and writes). Client prices are read from the price lists (read only).
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - regular_missions → regular_missions_client_name: copies the client's name on insert or client change
 * - shifts → shifts_worker_days_insert: applying a week recounts worker_days of the new shifts' dates
 * - missions → missions_shift_totals_insert: recounts the new shifts' mission_count, waypoints and km
 * - missions → missions_billing_late_change: fires for each new mission; a new shift is not billed: no-op
 * The edits here never set a regular mission's client_id: regular_missions_client_name does not fire.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { badRequest, conflict, notFound } from '../http/errors';
import { parisInstant } from '../domain/dates';
import { addDaysIso, planWeek, type RegularMissionInput } from '../domain/applyWeek';
import { clientPrices } from './clientPrices';
import { recordAdminEvent } from './events/adminEvents';
import { containsPattern, fullName, iso, notFoundField, pageTotal } from './areaHelpers';
import type { BodyOut, QueryOut, ResponseOut } from './areaTypes';
import { readForEdit, updateVersioned } from './versioned';
import { getMaxDaysLimit, minutesOf } from './planning/rules';
import { teamRates } from './retrib';
import { recoveryRefusalOf } from './recovery';
import { refuseClosedMonths } from './retrib/monthClosing';

type Detail = ResponseOut<'regularMissions', 'getRegularMission'>;
type ListRow = ResponseOut<'regularMissions', 'getRegularMissions'>['items'][number];

/** The columns of migration 0006 (not in db/schema, which other areas share). */
type PlanningTables = {
  regular_missions: { worker_id: number | null };
};
const withPlanning = (db: Executor) => db.withTables<PlanningTables>();

const hm = (t: string) => t.slice(0, 5);

function base(db: Executor) {
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

function toRow(r: BaseRow): ListRow {
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

/**
 * A page of regular missions: one query with the filters (active flag, clients, names, a
 * search contained in the lower-cased name or client name), in the order client name, name,
 * id, and the total of the filters counted in the same snapshot.
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
    .orderBy('rm.client_name')
    .orderBy('rm.name')
    .orderBy('rm.id')
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

export async function getRegularMission(
  db: Executor,
  param: string | number,
  field?: string,
): Promise<Detail> {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw notFound(`No such regular mission: ${param}`);
  // The times of creation and change are the detail's alone: a list page of 1,000 rows spent a
  // third of its CPU making Date objects of them.
  const r = await base(db).select(['rm.created_at', 'rm.updated_at']).where('rm.id', '=', id).executeTakeFirst();
  if (!r)
    throw field
      ? notFoundField(field, `No such regular mission: ${id}`)
      : notFound(`No such regular mission: ${id}`);
  return { ...toRow(r), createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

const COLUMNS = {
  name: 'name',
  weekdays: 'weekdays',
  startTime: 'start_time',
  endTime: 'end_time',
  expectedWaypoints: 'expected_waypoints',
  expectedKm: 'expected_km',
  comment: 'comment',
  workerId: 'worker_id',
} as const;

export async function updateRegularMission(
  db: Database,
  userId: number,
  b: BodyOut<'regularMissions', 'updateRegularMission'>,
  isActiveToggle: boolean,
): Promise<Detail> {
  return db.transaction().execute(async (tx) => {
    const cur = (await readForEdit(tx, 'regular_missions', b.id, b.version, 'regular mission')) as Record<
      string,
      unknown
    >;
    const values: Record<string, unknown> = {};
    const changes: string[] = [];
    if (isActiveToggle) {
      const extra = Object.keys(b).filter((k) => k !== 'id' && k !== 'version');
      if (extra.length)
        throw badRequest(
          'With isActiveToggle the body is {id, version} only',
          Object.fromEntries(extra.map((k) => [k, 'Not allowed with isActiveToggle'])),
        );
      values.is_active = !cur.is_active;
      changes.push(values.is_active ? 'activated' : 'deactivated');
    } else {
      const start = b.startTime ?? hm(String(cur.start_time));
      const end = b.endTime ?? hm(String(cur.end_time));
      if (minutesOf(end) <= minutesOf(start))
        throw badRequest('The end must be after the start', { endTime: 'The end must be after the start' });
      if (b.workerId) {
        const w = await tx
          .selectFrom('workers')
          .select(['id', 'activity_status', 'short_code'])
          .where('id', '=', b.workerId)
          .executeTakeFirst();
        if (!w) throw notFoundField('workerId', `No such worker: ${b.workerId}`);
        if (w.activity_status !== 'active')
          throw conflict(`Worker ${w.short_code} is inactive: choose an active courier`);
      }
      for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, string][]) {
        const next = b[field];
        if (next === undefined) continue;
        const before =
          column === 'start_time' || column === 'end_time'
            ? hm(String(cur[column]))
            : column === 'weekdays'
              ? JSON.stringify([...(cur.weekdays as number[])].map(Number).sort())
              : cur[column];
        const after =
          column === 'weekdays' ? JSON.stringify([...(next as number[])].sort()) : next === '' ? null : next;
        if (after === before) continue;
        values[column] =
          column === 'weekdays' ? sql`${sql.val([...(next as number[])].sort())}::smallint[]` : after;
        changes.push(field);
      }
    }
    if (changes.length === 0) return getRegularMission(tx, b.id, 'id');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await updateVersioned(tx, 'regular_missions', b.id, b.version, values as any, 'regular mission');
    await recordAdminEvent(tx, {
      userId,
      action: isActiveToggle ? 'regularMissions.toggleActive' : 'regularMissions.update',
      targetType: 'regular_mission',
      targetId: b.id,
      summary: `Regular mission ${b.id} "${String(cur.name)}": ${changes.join(', ')}`,
    });
    return getRegularMission(tx, b.id, 'id');
  });
}

// ---------------------------------------------------------------- apply a week

type PreviewBody = BodyOut<'regularMissions', 'previewApplyWeek'>;

async function buildPreview(db: Executor, b: PreviewBody) {
  const weekEnd = addDaysIso(b.weekStart, 6);
  let mq = withPlanning(db)
    .selectFrom('regular_missions as rm')
    .innerJoin('clients as c', 'c.id', 'rm.client_id')
    .leftJoin('workers as w', 'w.id', 'rm.worker_id')
    .select([
      'rm.id',
      'rm.name',
      'rm.client_id',
      'c.name as client_name',
      'c.activity_status as client_status',
      'c.closed_at',
      'c.business_code',
      // Columns of migration 0013 (finance), not in the Kysely types of 0002.
      sql<Date | string | null>`c.in_recovery_since`.as('in_recovery_since'),
      sql<string | null>`c.in_recovery_reason`.as('in_recovery_reason'),
      'rm.weekdays',
      'rm.start_time',
      'rm.end_time',
      'rm.expected_waypoints',
      'rm.expected_km',
      'rm.worker_id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      'w.activity_status as worker_status',
      'w.team_id',
    ])
    .where('rm.is_active', '=', true);
  if (b.regularMissionIds?.length) mq = mq.where('rm.id', 'in', b.regularMissionIds);
  const rows = await mq.orderBy('rm.id').execute();
  const missions: RegularMissionInput[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    client: {
      id: r.client_id,
      name: r.client_name,
      open: r.client_status === 'active' && r.closed_at === null,
      recovery: recoveryRefusalOf({ ...r, name: r.client_name }),
    },
    weekdays: [...r.weekdays].map(Number),
    startMin: minutesOf(String(r.start_time)),
    endMin: minutesOf(String(r.end_time)),
    waypoints: r.expected_waypoints,
    km: r.expected_km,
    worker: r.worker_id
      ? {
          id: r.worker_id,
          shortCode: r.short_code!,
          name: fullName(r.first_name!, r.last_name!),
          active: r.worker_status === 'active',
          teamId: r.team_id!,
        }
      : null,
  }));
  const workerIds = [...new Set(missions.flatMap((m) => (m.worker ? [m.worker.id] : [])))];
  const ids = missions.map((m) => m.id);
  const [existing, applied, limit, prices, rates] = await Promise.all([
    workerIds.length
      ? db
          .selectFrom('shifts')
          .select(['worker_id', 'date', 'starts_at', 'ends_at', 'unproductive'])
          .where('worker_id', 'in', workerIds)
          .where('date', '>=', addDaysIso(b.weekStart, -1))
          .where('date', '<=', addDaysIso(weekEnd, 1))
          .execute()
      : Promise.resolve([]),
    ids.length
      ? db
          .selectFrom('missions as m')
          .innerJoin('shifts as s', 's.id', 'm.shift_id')
          .select(['m.regular_mission_id', 's.date'])
          .where('m.regular_mission_id', 'in', ids)
          .where('s.date', '>=', b.weekStart)
          .where('s.date', '<=', weekEnd)
          .execute()
      : Promise.resolve([]),
    getMaxDaysLimit(db),
    clientPrices(db, [...new Set(missions.map((m) => m.client.id))]),
    teamRates(
      db,
      [...new Set(missions.flatMap((m) => (m.worker ? [m.worker.teamId] : [])))],
      b.weekStart,
      weekEnd,
    ),
  ]);
  const plan = planWeek({
    weekStart: b.weekStart,
    missions,
    existing: existing.map((s) => ({
      workerId: s.worker_id,
      date: s.date,
      startsAt: new Date(s.starts_at).getTime(),
      endsAt: new Date(s.ends_at).getTime(),
      productive: !s.unproductive,
    })),
    applied: new Set(applied.map((a) => `${a.regular_mission_id}|${a.date}`)),
    lastDate: limit.lastDate,
    priceOf: (clientId) => prices.get(clientId) ?? null,
    ratesOf: rates,
    instant: (date, minutes) => parisInstant(date, minutes).getTime(),
  });
  return { weekEnd, ...plan };
}

export async function previewApplyWeek(db: Executor, b: PreviewBody) {
  const p = await buildPreview(db, b);
  return {
    weekStart: b.weekStart,
    weekEnd: p.weekEnd,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    lines: p.lines.map(({ startsAt, endsAt, ...line }) => line),
    skipped: p.skipped,
    totals: p.totals,
    previewToken: p.previewToken,
  };
}

export async function applyWeek(db: Database, userId: number, b: BodyOut<'regularMissions', 'applyWeek'>) {
  return db.transaction().execute(async (tx) => {
    // One apply at a time: two planners confirming the same week cannot both create it.
    await sql`select pg_advisory_xact_lock(120012)`.execute(tx);
    const p = await buildPreview(tx, b);
    if (p.previewToken !== b.previewToken)
      throw conflict(
        'The plan changed since this preview (shifts, missions or settings): preview the week again',
      );
    const shiftIds: number[] = [];
    await refuseClosedMonths(
      tx,
      p.lines.map((l) => l.date),
    );
    if (p.lines.length) {
      const inserted = await tx
        .insertInto('shifts')
        .values(
          p.lines.map((l) => ({
            worker_id: l.worker.id,
            client_id: l.client.id,
            date: l.date,
            starts_at: new Date(l.startsAt),
            ends_at: new Date(l.endsAt),
            comment: `Regular mission ${l.regularMissionId}`,
            created_by: userId,
          })),
        )
        .returning('id')
        .execute();
      inserted.forEach((r) => shiftIds.push(r.id));
      await tx
        .insertInto('missions')
        .values(
          p.lines.map((l, i) => ({
            shift_id: shiftIds[i],
            regular_mission_id: l.regularMissionId,
            name: l.missionName,
            waypoints: l.waypoints,
            km: l.km,
          })),
        )
        .execute();
    }
    await recordAdminEvent(tx, {
      userId,
      action: 'regularMissions.applyWeek',
      targetType: 'week',
      targetId: b.weekStart,
      summary: `Week of ${b.weekStart}: ${p.totals.lines} shifts created, ${p.totals.skipped} skipped; client price ${p.totals.clientPrice} cents${p.totals.unpriced ? ` (${p.totals.unpriced} shifts of clients without a price list)` : ''}, courier pay ${p.totals.courierPay} cents`,
    });
    return {
      weekStart: b.weekStart,
      shiftIds,
      totals: { lines: p.totals.lines, clientPrice: p.totals.clientPrice, unpriced: p.totals.unpriced, courierPay: p.totals.courierPay },
    };
  });
}
