/**
 * The writes of shifts and their missions, SQL only: the rules, the transaction and the events
 * are the caller's (services/planning/shifts.ts). A deleted shift's missions go with it.
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - shifts → shifts_worker_days_insert/update/delete: recount worker_days of the old and new worker-dates
 * - shifts → shifts_billing_late_change: queues a billed shift deleted or changing client/type/productive
 * - missions → missions_shift_totals_insert/update/delete: recount the shift's mission_count, waypoints, km
 * - missions → missions_billing_late_change: a mission added or removed queues its shift if it was billed
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import { updateVersioned } from '../versioned';

export interface NewShift {
  workerId: number;
  clientId: number;
  shiftTypeId: number | null;
  date: string;
  startsAt: Date;
  endsAt: Date;
  comment: string | null;
  createdBy: number;
}

export interface NewMission {
  name: string;
  waypoints: number;
  km: number;
  comment?: string | null;
}

/** The shift's row, or undefined. */
export function readShift(db: Executor, shiftId: number) {
  return db.selectFrom('shifts').selectAll().where('id', '=', shiftId).executeTakeFirst();
}

/** Inserts a shift; its id. */
export async function insertShift(db: Executor, shift: NewShift): Promise<number> {
  const { id } = await db
    .insertInto('shifts')
    .values({
      worker_id: shift.workerId,
      client_id: shift.clientId,
      shift_type_id: shift.shiftTypeId,
      date: shift.date,
      starts_at: shift.startsAt,
      ends_at: shift.endsAt,
      comment: shift.comment,
      created_by: shift.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertMissions(
  db: Executor,
  shiftId: number,
  missions: readonly NewMission[],
): Promise<void> {
  if (missions.length === 0) return;
  await db
    .insertInto('missions')
    .values(
      missions.map((m) => ({
        shift_id: shiftId,
        name: m.name,
        waypoints: m.waypoints,
        km: m.km,
        comment: m.comment || null,
      })),
    )
    .execute();
}

/** Copies every mission of one shift to another, in their order. */
export async function copyMissions(db: Executor, fromShiftId: number, toShiftId: number): Promise<void> {
  await sql`insert into missions (shift_id, regular_mission_id, name, waypoints, km, comment)
    select ${toShiftId}, regular_mission_id, name, waypoints, km, comment from missions where shift_id = ${fromShiftId} order by id`.execute(
    db,
  );
}

/** Changes a shift at the version read (409 when stale, 404 when gone); bumps its version. */
export async function updateShiftRow(
  db: Executor,
  shiftId: number,
  version: number,
  changes: Updateable<DB['shifts']>,
): Promise<void> {
  await updateVersioned(db, 'shifts', shiftId, version, changes, 'shift');
}

export async function deleteShiftRow(db: Executor, shiftId: number): Promise<void> {
  await db.deleteFrom('shifts').where('id', '=', shiftId).execute();
}
