import type { FastifyInstance } from 'fastify';
import getShifts from './getShifts';
import getClientsShiftable from './getClientsShiftable';
import getClientGroupsShiftable from './getClientGroupsShiftable';
import getShiftTypes from './getShiftTypes';
import createShift from './createShift';
import duplicateShift from './duplicateShift';
import moveShift from './moveShift';
import editWorkerTime from './editWorkerTime';
import deleteShift from './deleteShift';
import deleteWorkerTime from './deleteWorkerTime';
import getShiftById from './getShiftById';
import updateShift from './updateShift';
import addMission from './addMission';
import updateMission from './updateMission';
import deleteMission from './deleteMission';
import addWorkerTime from './addWorkerTime';
import getMaxDaysLimit from './getMaxDaysLimit';
import getWorkerAnomaliesAndPlannedShifts from './getWorkerAnomaliesAndPlannedShifts';
import getDaySummary from './getDaySummary';
import getWorkerTimeByWorkerId from './getWorkerTimeByWorkerId';
import switchUnProudictiveShift from './switchUnProudictiveShift';
import getReconciliation from './getReconciliation';
import searchBoardWorkers from './searchBoardWorkers';

/** Planning area (docs/product.md#calls-planning): planning/*, one file per call. */
export default async function planningRoutes(app: FastifyInstance) {
  for (const register of [
    getShifts,
    getClientsShiftable,
    getClientGroupsShiftable,
    getShiftTypes,
    createShift,
    duplicateShift,
    moveShift,
    editWorkerTime,
    deleteShift,
    deleteWorkerTime,
    getShiftById,
    updateShift,
    addMission,
    updateMission,
    deleteMission,
    addWorkerTime,
    getMaxDaysLimit,
    getWorkerAnomaliesAndPlannedShifts,
    getDaySummary,
    getWorkerTimeByWorkerId,
    switchUnProudictiveShift,
    getReconciliation,
    searchBoardWorkers,
  ]) {
    register(app);
  }
}
