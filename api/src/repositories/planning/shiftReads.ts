/**
 * Shifts' reads (docs/product.md#calls-planning): one shift's detail (one query, its missions as a
 * JSON sub-select), and the shift rows and mission totals the planning's other reads share.
 */
import { notFoundField } from '../../domain/errors';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { fullName, iso } from '../rowValues';
import type { ResponseOut } from '../areaTypes';
import { timeOnDate } from './rules';

export type ShiftDetail = ResponseOut<'planning', 'getShiftById'>;
export type ShiftRowOnly = Omit<ShiftDetail, 'worker' | 'missions' | 'createdAt' | 'updatedAt'>;
export type MissionRow = ShiftDetail['missions'][number];

export function shiftsBase(db: Executor) {
  return db
    .selectFrom('shifts as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('shift_types as st', 'st.id', 's.shift_type_id')
    .select([
      's.id',
      's.worker_id',
      's.client_id',
      'c.name as client_name',
      's.shift_type_id',
      'st.name as shift_type_name',
      'st.color as shift_type_color',
      's.date',
      's.starts_at',
      's.ends_at',
      's.unproductive',
      's.unproductive_comment',
      's.comment',
      's.version',
      's.created_at',
      's.updated_at',
    ]);
}
export type ShiftBaseRow = Awaited<ReturnType<ReturnType<typeof shiftsBase>['executeTakeFirstOrThrow']>>;
export interface MissionTotals {
  n: number;
  waypoints: number;
  km: number;
}

export function toShiftRow(r: ShiftBaseRow, m: MissionTotals | undefined): ShiftRowOnly {
  return {
    id: r.id,
    workerId: r.worker_id,
    client: { id: r.client_id, name: r.client_name },
    shiftType: r.shift_type_id
      ? { id: r.shift_type_id, name: r.shift_type_name!, color: r.shift_type_color ?? null }
      : null,
    date: r.date,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    startTime: timeOnDate(r.date, r.starts_at),
    endTime: timeOnDate(r.date, r.ends_at),
    unproductive: r.unproductive,
    unproductiveComment: r.unproductive_comment,
    comment: r.comment,
    missionsCount: m?.n ?? 0,
    waypoints: m?.waypoints ?? 0,
    km: m?.km ?? 0,
    version: r.version,
  };
}

/** The mission count, waypoints and km of each shift (one grouped query on missions_shift_idx). */
export async function missionTotals(db: Executor, shiftIds: number[]): Promise<Map<number, MissionTotals>> {
  const out = new Map<number, MissionTotals>();
  if (shiftIds.length === 0) return out;
  const rows = await db
    .selectFrom('missions')
    .select([
      'shift_id',
      sql<number>`count(*)::int`.as('n'),
      sql<number>`coalesce(sum(waypoints), 0)::int`.as('waypoints'),
      sql<number>`coalesce(sum(km), 0)::int`.as('km'),
    ])
    .where('shift_id', '=', sql<number>`any(${sql.val(shiftIds)}::int[])`)
    .groupBy('shift_id')
    .execute();
  for (const r of rows) out.set(r.shift_id, { n: r.n, waypoints: r.waypoints, km: r.km });
  return out;
}

export function toMission(r: {
  id: number;
  shift_id: number;
  regular_mission_id: number | null;
  name: string;
  waypoints: number;
  km: number;
  comment: string | null;
  version: number;
}): MissionRow {
  return {
    id: r.id,
    shiftId: r.shift_id,
    regularMissionId: r.regular_mission_id,
    name: r.name,
    waypoints: r.waypoints,
    km: r.km,
    comment: r.comment,
    version: r.version,
  };
}

/** One shift with its worker and missions: one query, the missions as a JSON sub-select. */
export async function getShiftDetail(db: Executor, shiftId: number, field = 'shiftId'): Promise<ShiftDetail> {
  const r = await shiftsBase(db)
    .innerJoin('workers as w', 'w.id', 's.worker_id')
    .select([
      'w.short_code',
      'w.first_name',
      'w.last_name',
      sql<string>`(select coalesce(json_agg(json_build_object(
          'id', m.id, 'shift_id', m.shift_id, 'regular_mission_id', m.regular_mission_id, 'name', m.name,
          'waypoints', m.waypoints, 'km', m.km, 'comment', m.comment, 'version', m.version) order by m.id), '[]')
        from missions m where m.shift_id = s.id)::text`.as('missions'),
    ])
    .where('s.id', '=', shiftId)
    .executeTakeFirst();
  if (!r) throw notFoundField(field, `No such shift: ${shiftId}`);
  const missions = (JSON.parse(r.missions) as Parameters<typeof toMission>[0][]).map(toMission);
  const totals = {
    n: missions.length,
    waypoints: missions.reduce((a, m) => a + m.waypoints, 0),
    km: missions.reduce((a, m) => a + m.km, 0),
  };
  return {
    ...toShiftRow(r, totals),
    worker: { id: r.worker_id, shortCode: r.short_code, name: fullName(r.first_name, r.last_name) },
    missions,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** planning/getShiftById. */
export const getShiftById = (db: Executor, shiftId: number) => getShiftDetail(db, shiftId);
