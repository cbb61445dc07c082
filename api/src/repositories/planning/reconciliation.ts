/**
 * One worker over a period (docs/product.md#calls-planning): the planned shifts, the worker
 * times and the anomalies between them (domain/anomalies.ts, computed on that worker's rows),
 * and the planned-vs-actual reconciliation with the pay of each day (the team's rates from the
 * retrib repository, the one place that reads them).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { invalid } from '../../domain/errors';
import { addDays } from '../../domain/dates';
import { detectAnomalies, type PlannedShift, type WorkedTime } from '../../domain/anomalies';
import { payOfDay } from '../../domain/pay';
import { fullName } from '../rowValues';
import type { QueryOut } from '../areaTypes';
import { gtaTypeOnDay, workerRatesInForce } from '../retrib/history';
import { gapMinutes, getMaxDaysLimit, ms, requireWorkerRow } from './rules';
import { missionTotals, shiftsBase, toShiftRow, type ShiftBaseRow } from './shiftReads';
import { toWorkerTime, workerTimesBase, type TimeBaseRow } from './workerTimes';

const plannedOf = (r: ShiftBaseRow): PlannedShift => ({
  id: r.id,
  workerId: r.worker_id,
  date: r.date,
  startsAt: ms(r.starts_at),
  endsAt: ms(r.ends_at),
});
const workedOf = (r: TimeBaseRow & { absence_on_day: boolean | null }): WorkedTime => ({
  id: r.id,
  workerId: r.worker_id,
  date: r.date,
  startedAt: ms(r.started_at),
  endedAt: r.ended_at ? ms(r.ended_at) : null,
  isAbsence: r.absence_on_day === true,
});

/** Shifts, times and anomalies of one worker over a period. */
async function workerPeriod(db: Executor, workerId: number, dateStart: string, dateEnd: string) {
  const [shiftRows, timeRows, gap] = await Promise.all([
    shiftsBase(db)
      .where('s.worker_id', '=', workerId)
      .where('s.date', '>=', dateStart)
      .where('s.date', '<=', dateEnd)
      .orderBy('s.starts_at')
      .execute(),
    // Each time with its type's absence flag of that date (dated: docs/product.md#pay-history).
    workerTimesBase(db)
      .leftJoinLateral(gtaTypeOnDay(sql`wt.gta_type_id`, sql`wt.date`).as('gv'), (j) => j.onTrue())
      .select(sql<boolean | null>`coalesce(gv.is_absence, g.is_absence)`.as('absence_on_day'))
      .where('wt.worker_id', '=', workerId)
      .where('wt.date', '>=', dateStart)
      .where('wt.date', '<=', dateEnd)
      .orderBy('wt.started_at')
      .execute(),
    gapMinutes(db),
  ]);
  const anomalies = detectAnomalies(shiftRows.map(plannedOf), timeRows.map(workedOf), {
    now: Date.now(),
    gapMinutes: gap,
  });
  return { shiftRows, timeRows, anomalies };
}

export async function getWorkerAnomalies(
  db: Executor,
  q: QueryOut<'planning', 'getWorkerAnomaliesAndPlannedShifts'>,
) {
  const w = await requireWorkerRow(db, q.workerId, 'workerId');
  const limit = await getMaxDaysLimit(db);
  const dateStart = q.dateStart ?? addDays(limit.today, -14);
  const dateEnd = q.dateEnd ?? limit.lastDate;
  if (dateEnd < dateStart)
    throw invalid('dateEnd is before dateStart', { dateEnd: 'dateEnd is before dateStart' });
  const { shiftRows, timeRows, anomalies } = await workerPeriod(db, w.id, dateStart, dateEnd);
  const totals = await missionTotals(
    db,
    shiftRows.map((s) => s.id),
  );
  return {
    worker: { id: w.id, shortCode: w.short_code, name: fullName(w.first_name, w.last_name) },
    dateStart,
    dateEnd,
    shifts: shiftRows.map((s) => toShiftRow(s, totals.get(s.id))),
    workerTimes: timeRows.map(toWorkerTime),
    anomalies,
  };
}

export async function getReconciliation(db: Executor, q: QueryOut<'planning', 'getReconciliation'>) {
  const w = await requireWorkerRow(db, q.workerId, 'workerId');
  const { shiftRows, timeRows, anomalies } = await workerPeriod(db, w.id, q.dateStart, q.dateEnd);
  const totals = await missionTotals(
    db,
    shiftRows.map((s) => s.id),
  );
  // Each day at the team and rates in force that day (docs/product.md#pay-history).
  const rates = await workerRatesInForce(db, [w.id], q.dateStart, q.dateEnd);
  const dates = [...new Set([...shiftRows.map((s) => s.date), ...timeRows.map((t) => t.date)])].sort();
  const days = dates.map((date) => {
    const sh = shiftRows.filter((s) => s.date === date);
    const tm = timeRows.filter((t) => t.date === date);
    const worked = tm.filter((t) => t.absence_on_day !== true);
    const productive = sh.filter((s) => !s.unproductive);
    const work = productive.reduce(
      (a, s) => ({
        waypoints: a.waypoints + (totals.get(s.id)?.waypoints ?? 0),
        km: a.km + (totals.get(s.id)?.km ?? 0),
      }),
      { waypoints: 0, km: 0 },
    );
    const plannedPay = productive.length ? payOfDay(rates(w.id, date).inForce.rates, work).total : 0;
    const actualPay = worked.length ? plannedPay : 0;
    const minutes = (a: Date, b: Date | null) => (b ? Math.round((ms(b) - ms(a)) / 60_000) : 0);
    return {
      date,
      plannedMinutes: sh.reduce((a, s) => a + minutes(s.starts_at, s.ends_at), 0),
      workedMinutes: worked.reduce((a, t) => a + minutes(t.started_at, t.ended_at), 0),
      shifts: sh.length,
      workerTimes: tm.length,
      anomalies: anomalies.filter((a) => a.date === date),
      plannedPay,
      actualPay,
      payDifference: actualPay - plannedPay,
    };
  });
  const sum = (k: 'plannedMinutes' | 'workedMinutes' | 'plannedPay' | 'actualPay' | 'payDifference') =>
    days.reduce((a, d) => a + d[k], 0);
  return {
    worker: { id: w.id, shortCode: w.short_code, name: fullName(w.first_name, w.last_name) },
    days,
    totals: {
      plannedMinutes: sum('plannedMinutes'),
      workedMinutes: sum('workedMinutes'),
      anomalies: anomalies.length,
      plannedPay: sum('plannedPay'),
      actualPay: sum('actualPay'),
      payDifference: sum('payDifference'),
    },
  };
}
