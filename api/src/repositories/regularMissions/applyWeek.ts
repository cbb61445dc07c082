/**
 * What applying regular missions to a week reads and writes (services/regularMissions/
 * applyWeek.ts plans and confirms it): the active missions with their client and courier, the
 * couriers' shifts around the week, the missions already applied, and the new shifts and missions.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - shifts → shifts_worker_days_insert: applying a week recounts worker_days of the new shifts' dates
 * - missions → missions_shift_totals_insert: recounts the new shifts' mission_count, waypoints and km
 * - missions → missions_billing_late_change: fires for each new mission; a new shift is not billed: no-op
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { withPlanning } from './list';

/** The active regular missions (all, or those of `regularMissionIds`), with their client and courier, by id. */
export function activeMissionRows(db: Executor, regularMissionIds?: readonly number[]) {
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
  if (regularMissionIds?.length) mq = mq.where('rm.id', 'in', [...regularMissionIds]);
  return mq.orderBy('rm.id').execute();
}

/** The couriers' shifts from `from` to `to`. */
export function shiftsOfWorkers(db: Executor, workerIds: readonly number[], from: string, to: string) {
  if (workerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shifts')
    .select(['worker_id', 'date', 'starts_at', 'ends_at', 'unproductive'])
    .where('worker_id', 'in', [...workerIds])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
}

/** The regular missions' missions already on shifts from `from` to `to`. */
export function appliedMissions(db: Executor, regularMissionIds: readonly number[], from: string, to: string) {
  if (regularMissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('missions as m')
    .innerJoin('shifts as s', 's.id', 'm.shift_id')
    .select(['m.regular_mission_id', 's.date'])
    .where('m.regular_mission_id', 'in', [...regularMissionIds])
    .where('s.date', '>=', from)
    .where('s.date', '<=', to)
    .execute();
}

/** One apply at a time: two planners confirming the same week cannot both create it. */
export async function lockWeekApply(tx: Executor) {
  await sql`select pg_advisory_xact_lock(120012)`.execute(tx);
}

export interface WeekLine {
  workerId: number;
  clientId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  regularMissionId: number;
  missionName: string;
  waypoints: number;
  km: number;
}

/** A shift and its mission per line; returns the shifts' ids in the lines' order. */
export async function insertWeekShifts(tx: Executor, userId: number, lines: readonly WeekLine[]) {
  if (lines.length === 0) return [];
  const inserted = await tx
    .insertInto('shifts')
    .values(
      lines.map((l) => ({
        worker_id: l.workerId,
        client_id: l.clientId,
        date: l.date,
        starts_at: l.startsAt,
        ends_at: l.endsAt,
        comment: `Regular mission ${l.regularMissionId}`,
        created_by: userId,
      })),
    )
    .returning('id')
    .execute();
  const shiftIds = inserted.map((r) => r.id);
  await tx
    .insertInto('missions')
    .values(
      lines.map((l, i) => ({
        shift_id: shiftIds[i],
        regular_mission_id: l.regularMissionId,
        name: l.missionName,
        waypoints: l.waypoints,
        km: l.km,
      })),
    )
    .execute();
  return shiftIds;
}
