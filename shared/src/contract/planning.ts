import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  businessDate,
  comment,
  id,
  idList,
  isoDate,
  multiLine,
  namedRow,
  page,
  pageSize,
  singleLine,
  version,
} from './common';
import { refRow, workerLight, workerTimeRow } from './workers';
import {
  anomalyRow,
  boardShift,
  boardTime,
  boardWorker,
  daySummary,
  missionRow,
  reconciliationDay,
  shiftDetail,
  shiftRow,
  shiftTypeRow,
  anomalyKind,
} from './planningRows';

/**
 * Planning (docs/product.md#calls-planning). Every answer is `{data: <response>}`.
 *
 * - A shift is one worker's planned work for one client on one date; it holds missions
 *   (name, waypoints, km). A worker time is the time actually worked.
 * - Times of day are sent as wall-clock `HH:MM` in Paris (the operator's zone) next to the
 *   date; answers give both the `HH:MM` and the ISO instants. An end at or before the start
 *   is refused (400 naming `endTime`).
 * - Create, move and duplicate refuse, each with a message naming the rule: a date beyond
 *   the max-days limit (400 `targetDate`/`date`), an inactive worker (409), a closed or
 *   inactive client (409), an overlap with the worker's other shifts of that date (409).
 * - Deletes need a comment, kept in the admin event and the worker's timeline.
 * - Edits carry the row's `version`; a stale one gets 409.
 */

/** Wall-clock time of day, `HH:MM` (00:00 to 23:59). */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');

/** The anomaly threshold: a worker time more than this many minutes off the plan. */
export const ANOMALY_GAP_MINUTES = 15;
/** The longest window `planning/getShifts` answers, in days (a board shows one week). */
export const SHIFTS_MAX_WINDOW_DAYS = 31;
/** Worker rows of one `planning/getShifts` page: by default, and at most. */
export const BOARD_PAGE_SIZE = 100;
export const BOARD_MAX_PAGE_SIZE = 300;
/** Workers one `planning/searchBoardWorkers` answer holds: by default, and at most. */
export const BOARD_WORKERS_LIMIT = 20;
export const BOARD_WORKERS_MAX_LIMIT = 50;

/** The rows of the answers (shifts, missions, the board's slim rows, anomalies, summaries). */
export * from './planningRows';

const shiftTarget = z.object({ shiftId: id, targetDate: businessDate, targetWorkerId: id });
const optionalComment = multiLine(2000, 0).nullable().optional();
const missionFields = z.object({
  name: singleLine(100),
  waypoints: z.number().int().min(0).max(10_000),
  km: z.number().int().min(0).max(10_000),
  comment: optionalComment,
});

const withPeriod = <T extends z.ZodObject>(schema: T, max: number) =>
  schema.superRefine((q, ctx) => {
    const { dateStart, dateEnd } = q as { dateStart: string; dateEnd: string };
    const span = (Date.parse(dateEnd) - Date.parse(dateStart)) / 86_400_000 + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: 'dateEnd is before dateStart' });
    else if (span > max) ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: `At most ${max} days` });
  });

const timeSpan = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((b, ctx) => {
    const { startTime, endTime } = b as { startTime?: string; endTime?: string | null };
    if (startTime && endTime && endTime <= startTime)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'The end must be after the start' });
  });

export const createShiftBody = timeSpan(
  z.object({
    workerId: id,
    clientId: id,
    shiftTypeId: id.nullable().optional(),
    date: businessDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    comment: optionalComment,
    missions: z.array(missionFields).max(50).optional(),
  }),
);
export type CreateShiftBody = z.input<typeof createShiftBody>;

export const updateShiftBody = timeSpan(
  z.object({
    id,
    version,
    clientId: id.optional(),
    shiftTypeId: id.nullable().optional(),
    startTime: timeOfDay.optional(),
    endTime: timeOfDay.optional(),
    comment: optionalComment,
  }),
);
export type UpdateShiftBody = z.input<typeof updateShiftBody>;

export const planningEndpoints = {
  getShifts: endpoint({
    method: 'GET',
    path: 'planning/getShifts',
    summary: `The board, one page of worker rows (filtered by agency, team, client; sorted by name): the page's workers, their shifts, worker times and anomalies between two dates (at most ${SHIFTS_MAX_WINDOW_DAYS} days), slim (ids, minutes, mission counts; the names once in clients and shiftTypes); total = worker rows of the filters, totals = shifts and anomalies of all those rows`,
    query: withPeriod(
      z.object({
        dateStart: isoDate,
        dateEnd: isoDate,
        agencyIds: idList,
        teamIds: idList,
        clientIds: idList,
        page,
        pageSize: pageSize(BOARD_PAGE_SIZE, BOARD_MAX_PAGE_SIZE),
      }),
      SHIFTS_MAX_WINDOW_DAYS,
    ),
    response: z.object({
      dateStart: isoDate,
      dateEnd: isoDate,
      page: z.number().int(),
      pageSize: z.number().int(),
      /** Worker rows of the filters (all pages). */
      total: z.number().int(),
      totals: z.object({ shifts: z.number().int(), anomalies: z.number().int() }),
      workers: z.array(boardWorker),
      /** The clients and shift types the page's shifts name, once each. */
      clients: z.array(refRow),
      shiftTypes: z.array(refRow.extend({ color: z.string().nullable() })),
      shifts: z.array(boardShift),
      workerTimes: z.array(boardTime),
      anomalies: z.array(anomalyRow),
      /** The closed pay months (YYYY-MM) among the period's, read with the page: a planner sees them before any refused write. */
      closedMonths: z.array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
    }),
  }),
  searchBoardWorkers: endpoint({
    method: 'GET',
    path: 'planning/searchBoardWorkers',
    summary: `The worker rows of the board's filters (the rows of getShifts for the same period, agencies, teams and clients, every page) whose short code or name holds \`search\`, sorted by name, at most \`limit\` (${BOARD_WORKERS_LIMIT}, at most ${BOARD_WORKERS_MAX_LIMIT}); total = the rows of the filters matching the search`,
    query: withPeriod(
      z.object({
        dateStart: isoDate,
        dateEnd: isoDate,
        agencyIds: idList,
        teamIds: idList,
        clientIds: idList,
        search: z.string().trim().max(100).optional(),
        limit: pageSize(BOARD_WORKERS_LIMIT, BOARD_WORKERS_MAX_LIMIT),
      }),
      SHIFTS_MAX_WINDOW_DAYS,
    ),
    response: z.object({ total: z.number().int(), workers: z.array(boardWorker) }),
  }),
  getClientsShiftable: endpoint({
    method: 'GET',
    path: 'planning/getClientsShiftable',
    summary: 'Clients that can receive shifts: active and not closed',
    response: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        businessCode: z.string(),
        clientGroupId: z.number().int().nullable(),
      }),
    ),
  }),
  getClientGroupsShiftable: endpoint({
    method: 'GET',
    path: 'planning/getClientGroupsShiftable',
    summary: 'Client groups having at least one client that can receive shifts',
    response: z.array(namedRow),
  }),
  getShiftTypes: endpoint({
    method: 'GET',
    path: 'planning/getShiftTypes',
    summary: 'Active shift types',
    response: z.array(shiftTypeRow),
  }),
  createShift: endpoint({
    method: 'POST',
    path: 'planning/createShift',
    summary:
      'Plan a shift (with its missions); refuses dates beyond the max-days limit, inactive workers, closed clients and overlaps',
    body: createShiftBody,
    response: shiftDetail,
  }),
  duplicateShift: endpoint({
    method: 'POST',
    path: 'planning/duplicateShift',
    summary: 'Copy a shift and its missions to a date and worker (same refusals as createShift)',
    body: shiftTarget,
    response: shiftDetail,
  }),
  moveShift: endpoint({
    method: 'POST',
    path: 'planning/moveShift',
    summary: 'Move a shift to a date and worker, keeping its times of day (same refusals as createShift)',
    body: shiftTarget,
    response: shiftDetail,
  }),
  editWorkerTime: endpoint({
    method: 'POST',
    path: 'planning/editWorkerTime',
    summary: 'Edit a worker time (id, version, changed fields)',
    body: timeSpan(
      z.object({
        id,
        version,
        startTime: timeOfDay.optional(),
        endTime: timeOfDay.nullable().optional(),
        gtaTypeId: id.nullable().optional(),
        comment: optionalComment,
      }),
    ),
    response: workerTimeRow,
  }),
  deleteShift: endpoint({
    method: 'POST',
    path: 'planning/deleteShift',
    summary:
      "Delete a shift and its missions; the comment is kept in the admin event and the worker's timeline",
    body: z.object({ shiftId: id, workerId: id, comment }),
    response: z.object({ shiftId: z.number().int(), deleted: z.literal(true) }),
  }),
  deleteWorkerTime: endpoint({
    method: 'POST',
    path: 'planning/deleteWorkerTime',
    summary: "Delete a worker time; the comment is kept in the admin event and the worker's timeline",
    body: z.object({ workerTimeId: id, workerId: id, date: businessDate, comment }),
    response: z.object({ workerTimeId: z.number().int(), deleted: z.literal(true) }),
  }),
  getShiftById: endpoint({
    method: 'GET',
    path: 'planning/getShiftById',
    summary: 'One shift with its worker and missions',
    query: z.object({ shiftId: id }),
    response: shiftDetail,
  }),
  updateShift: endpoint({
    method: 'POST',
    path: 'planning/updateShift',
    summary: 'Edit a shift: client, type, times, comment (id, version; overlaps and closed clients refused)',
    body: updateShiftBody,
    response: shiftDetail,
  }),
  addMission: endpoint({
    method: 'POST',
    path: 'planning/addMission',
    summary: 'Add a mission to a shift',
    body: missionFields.extend({ shiftId: id }),
    response: missionRow,
  }),
  updateMission: endpoint({
    method: 'POST',
    path: 'planning/updateMission',
    summary: 'Edit a mission (id, version, changed fields)',
    body: missionFields.partial().extend({ id, version }),
    response: missionRow,
  }),
  deleteMission: endpoint({
    method: 'POST',
    path: 'planning/deleteMission',
    summary: 'Delete a mission',
    body: z.object({ missionId: id }),
    response: z.object({ missionId: z.number().int(), deleted: z.literal(true) }),
  }),
  addWorkerTime: endpoint({
    method: 'POST',
    path: 'planning/addWorkerTime',
    summary: 'Record time actually worked (end may be left open)',
    body: timeSpan(
      z.object({
        workerId: id,
        date: businessDate,
        startTime: timeOfDay,
        endTime: timeOfDay.nullable().optional(),
        gtaTypeId: id.nullable().optional(),
        comment: optionalComment,
      }),
    ),
    response: workerTimeRow,
  }),
  getMaxDaysLimit: endpoint({
    method: 'GET',
    path: 'planning/getMaxDaysLimit',
    summary:
      'How many days ahead of today shifts may be created, moved or duplicated (setting max_days_limit)',
    response: z.object({ maxDaysLimit: z.number().int(), today: isoDate, lastDate: isoDate }),
  }),
  getWorkerAnomaliesAndPlannedShifts: endpoint({
    method: 'GET',
    path: 'planning/getWorkerAnomaliesAndPlannedShifts',
    summary:
      "A worker's shifts, worker times and anomalies over a period (default: the last 14 days to the max-days limit)",
    query: z.object({ workerId: id, dateStart: isoDate.optional(), dateEnd: isoDate.optional() }),
    response: z.object({
      worker: workerLight,
      dateStart: isoDate,
      dateEnd: isoDate,
      shifts: z.array(shiftRow),
      workerTimes: z.array(workerTimeRow),
      anomalies: z.array(anomalyRow),
    }),
  }),
  getDaySummary: endpoint({
    method: 'GET',
    path: 'planning/getDaySummary',
    summary:
      "Shifts, workers, missions, waypoints, km, unproductive shifts and anomalies of a date, by client and by the worker's agency",
    // `anomaly`: count only the anomalies of that kind (the Today page's links).
    query: z.object({ date: isoDate, clientIds: idList, agencyIds: idList, anomaly: anomalyKind.optional() }),
    response: daySummary,
  }),
  getWorkerTimeByWorkerId: endpoint({
    method: 'GET',
    path: 'planning/getWorkerTimeByWorkerId',
    summary: 'Worker times of a worker on a date',
    query: z.object({ workerId: id, date: isoDate }),
    response: z.array(workerTimeRow),
  }),
  switchUnProudictiveShift: endpoint({
    method: 'POST',
    path: 'planning/switchUnProudictiveShift',
    summary:
      'Switch a shift to unproductive (not billed, not paid) with a comment, or back to productive; the comment is kept',
    body: z.object({ shiftId: id, workerId: id, comment }),
    response: shiftDetail,
  }),
  getReconciliation: endpoint({
    method: 'GET',
    path: 'planning/getReconciliation',
    summary:
      'Planned against actual for a worker and a period (at most 62 days): per date, planned and worked minutes, anomalies and the pay difference they make (cents)',
    query: withPeriod(z.object({ workerId: id, dateStart: isoDate, dateEnd: isoDate }), 62),
    response: z.object({
      worker: workerLight,
      days: z.array(reconciliationDay),
      totals: z.object({
        plannedMinutes: z.number().int(),
        workedMinutes: z.number().int(),
        anomalies: z.number().int(),
        plannedPay: z.number().int(),
        actualPay: z.number().int(),
        payDifference: z.number().int(),
      }),
    }),
  }),
};
