import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { routeUrl } from '../../http/route';
import { memoizeSerialization } from '../../http/sharedSerializer';
import { sendPreSerialized } from '../../repositories/preSerialized';
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

/** Planning area (issue 12, docs/product.md#calls-planning): planning/*, one file per call. */
export default async function planningRoutes(app: FastifyInstance) {
  // The board's pages are sent as text joined from the rows of the week kept in memory; a day
  // summary is answered once per question while its week is held: serialized once.
  sendPreSerialized(app, [routeUrl(api.planning.getShifts.path)]);
  memoizeSerialization(app, [routeUrl(api.planning.getDaySummary.path)]);
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
  ]) {
    register(app);
  }
}
