import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { addMission, deleteMission, updateMission } from '../../services/planning/missions';
import { getWorkerTimesOn } from '../../repositories/planning/workerTimes';
import { addWorkerTime, deleteWorkerTime, editWorkerTime } from '../../services/planning/workerTimes';
import { createShift, deleteShift, duplicateShift, moveShift, switchUnproductive, updateShift } from '../../services/planning/shifts';
import {
  listClientGroupsShiftable,
  listClientsShiftable,
  listShiftTypes,
} from '../../repositories/planning/pickers';
import { getDaySummary } from '../../repositories/planning/daySummary';
import { getMaxDaysLimit } from '../../repositories/planning/rules';
import { getReconciliation, getWorkerAnomalies } from '../../repositories/planning/reconciliation';
import { getShiftById } from '../../repositories/planning/shiftReads';
import { getShifts } from '../../repositories/planning/board';
import { searchBoardWorkers } from '../../repositories/planning/boardWorkers';

/** Planning area (docs/product.md#calls-planning): planning/*. */
export default async function planningRoutes(app: FastifyInstance) {
  areaRoutes(app, api.planning, {
    /** POST planning/addMission. */
    addMission: (ctx) => addMission(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/addWorkerTime. */
    addWorkerTime: (ctx) => addWorkerTime(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/createShift: refused beyond the max-days limit, for inactive workers, closed clients and overlaps. */
    createShift: (ctx) => createShift(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/deleteMission {missionId}. */
    deleteMission: (ctx) => deleteMission(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/deleteShift {shiftId, workerId, comment}. */
    deleteShift: (ctx) => deleteShift(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/deleteWorkerTime {workerTimeId, workerId, date, comment}. */
    deleteWorkerTime: (ctx) => deleteWorkerTime(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/duplicateShift {shiftId, targetDate, targetWorkerId}: same refusals as createShift. */
    duplicateShift: (ctx) => duplicateShift(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/editWorkerTime: versioned edit. */
    editWorkerTime: (ctx) => editWorkerTime(app.db, ctx.auth().user.id, ctx.body),
    /** GET planning/getClientGroupsShiftable. */
    getClientGroupsShiftable: () => listClientGroupsShiftable(app.db),
    /** GET planning/getClientsShiftable: active clients that are not closed. */
    getClientsShiftable: () => listClientsShiftable(app.db),
    /** GET planning/getDaySummary?date&clientIds&agencyIds. */
    getDaySummary: ({ query }) => getDaySummary(app.db, query),
    /** GET planning/getMaxDaysLimit: the max_days_limit setting and the last date it allows. */
    getMaxDaysLimit: () => getMaxDaysLimit(app.db),
    /** GET planning/getReconciliation?workerId&dateStart&dateEnd: planned against actual, with the pay difference. */
    getReconciliation: ({ query }) => getReconciliation(app.db, query),
    /** GET planning/getShiftById?shiftId. */
    getShiftById: ({ query }) => getShiftById(app.db, query.shiftId),
    /** GET planning/getShiftTypes. */
    getShiftTypes: () => listShiftTypes(app.db),
    /** GET planning/getShifts?dateStart&dateEnd: the week board (workers, shifts, worker times, anomalies). */
    getShifts: ({ query }) => getShifts(app.db, query),
    /** GET planning/getWorkerAnomaliesAndPlannedShifts?workerId. */
    getWorkerAnomaliesAndPlannedShifts: ({ query }) => getWorkerAnomalies(app.db, query),
    /** GET planning/getWorkerTimeByWorkerId?workerId&date. */
    getWorkerTimeByWorkerId: ({ query }) => getWorkerTimesOn(app.db, query.workerId, query.date),
    /** POST planning/moveShift {shiftId, targetDate, targetWorkerId}: same refusals as createShift. */
    moveShift: (ctx) => moveShift(app.db, ctx.auth().user.id, ctx.body),
    /** GET planning/searchBoardWorkers?dateStart&dateEnd&agencyIds&teamIds&clientIds&search&limit: the worker picker of the board's filters. */
    searchBoardWorkers: ({ query }) => searchBoardWorkers(app.db, query),
    /** POST planning/switchUnProudictiveShift {shiftId, workerId, comment} (SPEC's spelling): flips the unproductive flag, keeps the comment. */
    switchUnProudictiveShift: (ctx) => switchUnproductive(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/updateMission: versioned edit. */
    updateMission: (ctx) => updateMission(app.db, ctx.auth().user.id, ctx.body),
    /** POST planning/updateShift: versioned edit (overlaps and closed clients refused). */
    updateShift: (ctx) => updateShift(app.db, ctx.auth().user.id, ctx.body),
  });
}
