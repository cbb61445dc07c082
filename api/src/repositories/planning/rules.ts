/**
 * Planning rules (docs/product.md#calls-planning): the settings they read (max-days limit,
 * anomaly gap), the time helpers, and the refusals of a shift's placement (max-days limit,
 * inactive worker, closed client, client in recovery, overlap), each read by one indexed query
 * in the caller's transaction.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { conflict, invalid, notFoundField } from '../../domain/errors';
import { addDays, hhmm, parisInstant, todayInParis } from '../../domain/dates';
import { recoveryRefusal } from '../finance/recoveryFlags';

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

export interface Placement {
  workerId: number;
  clientId: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  /** The shift being moved or edited: not an overlap with itself. */
  excludeShiftId?: number;
  fields: { worker: string; client: string; date: string };
  /** Skip the max-days check (an edit that keeps its date). */
  keepsDate?: boolean;
}

/** The refusals of a shift's placement (docs/product.md#planning), each naming its rule: 400 beyond the limit, 409 inactive worker, closed client, client in recovery, overlap. */
export async function checkPlacement(db: Executor, p: Placement): Promise<void> {
  if (!p.keepsDate) {
    const limit = await getMaxDaysLimit(db);
    if (p.date > limit.lastDate) {
      const message = `Beyond the max-days limit: shifts may be planned up to ${limit.lastDate} (${limit.maxDaysLimit} days ahead)`;
      throw invalid(message, { [p.fields.date]: message });
    }
  }
  const w = await requireWorkerRow(db, p.workerId, p.fields.worker);
  if (w.activity_status !== 'active')
    throw conflict(`Worker ${w.short_code} is inactive: inactive workers cannot receive shifts`);
  const c = await db
    .selectFrom('clients')
    .select(['id', 'name', 'activity_status', 'closed_at'])
    .where('id', '=', p.clientId)
    .executeTakeFirst();
  if (!c) throw notFoundField(p.fields.client, `No such client: ${p.clientId}`);
  if (c.closed_at !== null || c.activity_status !== 'active')
    throw conflict(
      `Client ${c.name} is ${c.closed_at ? 'closed' : 'inactive'}: a closed or inactive client refuses new shifts`,
    );
  // Finance's "in recovery" block (docs/product.md#finance-recovery): its text names the rule.
  const recovery = await recoveryRefusal(db, c.id);
  if (recovery) throw conflict(recovery);
  let oq = db
    .selectFrom('shifts')
    .select(['id', 'date', 'starts_at', 'ends_at'])
    .where('worker_id', '=', p.workerId)
    .where('date', '>=', addDays(p.date, -1))
    .where('date', '<=', addDays(p.date, 1))
    .where('starts_at', '<', p.endsAt)
    .where('ends_at', '>', p.startsAt);
  if (p.excludeShiftId) oq = oq.where('id', '!=', p.excludeShiftId);
  const other = await oq.orderBy('starts_at').executeTakeFirst();
  if (other)
    throw conflict(
      `Overlaps shift ${other.id} of ${w.short_code} on ${other.date} (${timeOnDate(other.date, other.starts_at)}–${timeOnDate(other.date, other.ends_at)}): a worker's shifts cannot overlap`,
    );
}

/** The overlap rule alone (an edit of a shift's times that keeps its worker, client and date). */
export async function checkOverlapOnly(
  db: Executor,
  workerId: number,
  date: string,
  startsAt: Date,
  endsAt: Date,
  excludeId: number,
) {
  const other = await db
    .selectFrom('shifts')
    .select(['id', 'date', 'starts_at', 'ends_at'])
    .where('worker_id', '=', workerId)
    .where('date', '>=', addDays(date, -1))
    .where('date', '<=', addDays(date, 1))
    .where('starts_at', '<', endsAt)
    .where('ends_at', '>', startsAt)
    .where('id', '!=', excludeId)
    .executeTakeFirst();
  if (other)
    throw conflict(
      `Overlaps shift ${other.id} on ${other.date} (${timeOnDate(other.date, other.starts_at)}–${timeOnDate(other.date, other.ends_at)}): a worker's shifts cannot overlap`,
    );
}

export async function requireShiftType(db: Executor, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const t = await db.selectFrom('shift_types').select('id').where('id', '=', id).executeTakeFirst();
  if (!t) throw notFoundField('shiftTypeId', `No such shift type: ${id}`);
}
