import { z } from 'zod';
import { isoDate, isoDateTime, namedRow } from './common';
import { refRow, workerLight } from './workers';

/**
 * The rows of the planning answers (docs/product.md#calls-planning): a shift with its missions,
 * the board's slim shifts, times and workers, anomalies, a day's summary and a reconciled day.
 * planning.ts describes the calls that answer them, and re-exports them.
 */

export const shiftTypeRow = namedRow.extend({ color: z.string().nullable(), isBillable: z.boolean() });
export type ShiftTypeRow = z.infer<typeof shiftTypeRow>;

export const missionRow = z.object({
  id: z.number().int(),
  shiftId: z.number().int(),
  regularMissionId: z.number().int().nullable(),
  name: z.string(),
  waypoints: z.number().int(),
  km: z.number().int(),
  comment: z.string().nullable(),
  version: z.number().int(),
});
export type MissionRow = z.infer<typeof missionRow>;

export const shiftRow = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  client: refRow,
  shiftType: refRow.extend({ color: z.string().nullable() }).nullable(),
  date: isoDate,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** `HH:MM` in Paris. */
  startTime: z.string(),
  endTime: z.string(),
  unproductive: z.boolean(),
  unproductiveComment: z.string().nullable(),
  comment: z.string().nullable(),
  missionsCount: z.number().int(),
  waypoints: z.number().int(),
  km: z.number().int(),
  version: z.number().int(),
});
export type ShiftRow = z.infer<typeof shiftRow>;

export const shiftDetail = shiftRow.extend({
  worker: workerLight,
  missions: z.array(missionRow),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ShiftDetail = z.infer<typeof shiftDetail>;

export const anomalyKind = z.enum(['time_without_shift', 'shift_without_time', 'gap', 'overlap']);
export type AnomalyKind = z.infer<typeof anomalyKind>;
export const anomalyRow = z.object({
  kind: anomalyKind,
  workerId: z.number().int(),
  date: isoDate,
  shiftId: z.number().int().nullable(),
  /** The other shift of an overlap. */
  otherShiftId: z.number().int().nullable(),
  workerTimeId: z.number().int().nullable(),
  /** Minutes off the plan (gap), or of overlap. */
  minutes: z.number().int().nullable(),
  message: z.string(),
});
export type AnomalyRow = z.infer<typeof anomalyRow>;

/**
 * A shift as the board shows it, slim: ids instead of names (the client's and the shift
 * type's names are in the answer's `clients` and `shiftTypes`, once each), times as minutes
 * after midnight in Paris on the shift's date (past 1440 for a shift ending after midnight),
 * the number of missions instead of the missions (planning/getShiftById has them).
 */
export const boardShift = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  clientId: z.number().int(),
  shiftTypeId: z.number().int().nullable(),
  date: isoDate,
  start: z.number().int(),
  end: z.number().int(),
  unproductive: z.boolean(),
  missions: z.number().int(),
  version: z.number().int(),
});
export type BoardShift = z.infer<typeof boardShift>;

/** A worker time as the board shows it: minutes after midnight in Paris on its date; `end` null while open. */
export const boardTime = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  date: isoDate,
  start: z.number().int(),
  end: z.number().int().nullable(),
  gtaTypeId: z.number().int().nullable(),
});
export type BoardTime = z.infer<typeof boardTime>;

export const boardWorker = z.object({
  id: z.number().int(),
  shortCode: z.string(),
  name: z.string(),
  agencyId: z.number().int(),
  teamId: z.number().int(),
  activityStatus: z.enum(['active', 'inactive']),
});
export type BoardWorker = z.infer<typeof boardWorker>;

const summaryFigures = {
  shifts: z.number().int(),
  workers: z.number().int(),
  missions: z.number().int(),
  waypoints: z.number().int(),
  km: z.number().int(),
  unproductiveShifts: z.number().int(),
  anomalies: z.number().int(),
};
export const daySummary = z.object({
  date: isoDate,
  totals: z.object(summaryFigures),
  byClient: z.array(z.object({ client: refRow, ...summaryFigures })),
  byAgency: z.array(z.object({ agency: refRow, ...summaryFigures })),
});
export type DaySummary = z.infer<typeof daySummary>;

export const reconciliationDay = z.object({
  date: isoDate,
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  shifts: z.number().int(),
  workerTimes: z.number().int(),
  anomalies: z.array(anomalyRow),
  /** Pay (cents) of the productive shifts as planned. */
  plannedPay: z.number().int(),
  /** Pay (cents) once the worker times are taken into account: nothing on a day without time. */
  actualPay: z.number().int(),
  payDifference: z.number().int(),
});
export type ReconciliationDay = z.infer<typeof reconciliationDay>;
