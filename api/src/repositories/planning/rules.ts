/**
 * What the planning rules read (docs/product.md#calls-planning; the placement's refusals are in
 * services/planning/placement.ts): the settings (max-days limit, anomaly gap), the time helpers,
 * and the worker, client, overlapping shift and shift type a placement names, each by one
 * indexed query in the caller's transaction.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { notFoundField } from '../../domain/errors';
import { addDays, hhmm, parisInstant, todayInParis } from '../../domain/dates';

const DEFAULT_MAX_DAYS = 30;
const DEFAULT_GAP_MINUTES = 15;

async function settingNumber(db: Executor, key: string, fallback: number): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const v = row ? Number(row.value) : NaN;
  return Number.isInteger(v) && v >= 0 ? v : fallback;
}

export async function getMaxDaysLimit(db: Executor) {
  const maxDaysLimit = await settingNumber(db, 'max_days_limit', DEFAULT_MAX_DAYS);
  const today = todayInParis();
  return { maxDaysLimit, today, lastDate: addDays(today, maxDaysLimit) };
}

/**
 * The anomaly gap in minutes (the setting when it is a whole number, else 15) as a value of the
 * caller's query, so that a read that needs it does not wait for a round trip of its own.
 */
export const gapMinutesSql = sql<number>`coalesce((select (g.value #>> '{}')::int from settings g
  where g.key = 'anomaly_gap_minutes' and (g.value #>> '{}') ~ '^[0-9]{1,6}$'), ${sql.lit(DEFAULT_GAP_MINUTES)})`;

/** The anomaly gap in minutes, read alone (gapMinutesSql). */
export async function gapMinutes(db: Executor): Promise<number> {
  const { rows } = await sql<{ gap: number }>`select ${gapMinutesSql} as gap`.execute(db);
  return rows[0].gap;
}

/** 'HH:MM' -> minutes after midnight. */
export const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The wall-clock time in Paris of an instant on a planning date ('HH:MM', past 24:00 for a night). */
export function timeOnDate(date: string, instant: Date | string): string {
  const ms = new Date(instant).getTime();
  return hhmm(Math.round((ms - parisInstant(date, 0).getTime()) / 60_000));
}

export const ms = (d: Date | string | number) => new Date(d).getTime();

export async function requireWorkerRow(db: Executor, workerId: number, field: string) {
  const w = await db
    .selectFrom('workers')
    .select(['id', 'short_code', 'first_name', 'last_name', 'activity_status', 'team_id', 'agency_id'])
    .where('id', '=', workerId)
    .executeTakeFirst();
  if (!w) throw notFoundField(field, `No such worker: ${workerId}`);
  return w;
}

/** The client a shift names, with what the placement rules read of it (its recovery flag apart). */
export function clientForPlacement(db: Executor, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'activity_status', 'closed_at'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/** The worker's first shift overlapping `startsAt`–`endsAt` around `date` (but `excludeShiftId`), if any. */
export function overlappingShift(
  db: Executor,
  o: { workerId: number; date: string; startsAt: Date; endsAt: Date; excludeShiftId?: number },
) {
  let q = db
    .selectFrom('shifts')
    .select(['id', 'date', 'starts_at', 'ends_at'])
    .where('worker_id', '=', o.workerId)
    .where('date', '>=', addDays(o.date, -1))
    .where('date', '<=', addDays(o.date, 1))
    .where('starts_at', '<', o.endsAt)
    .where('ends_at', '>', o.startsAt);
  if (o.excludeShiftId) q = q.where('id', '!=', o.excludeShiftId);
  return q.orderBy('starts_at').executeTakeFirst();
}

export async function requireShiftType(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const t = await db.selectFrom('shift_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!t) throw notFoundField('shiftTypeId', `No such shift type: ${id}`);
}
