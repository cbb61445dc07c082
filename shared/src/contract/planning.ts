import { comment, id, idList, isoDate } from './common';
import { provisionalEndpoint as p } from './provisional';

const shiftTarget = { shiftId: id, targetDate: isoDate, targetWorkerId: id };

export const planningEndpoints = {
  getShifts: p('GET', 'planning/getShifts', 'Shifts between two dates', { query: { dateStart: isoDate, dateEnd: isoDate } }),
  getClientsShiftable: p('GET', 'planning/getClientsShiftable', 'Clients that can receive shifts'),
  getClientGroupsShiftable: p('GET', 'planning/getClientGroupsShiftable', 'Client groups that can receive shifts'),
  getShiftTypes: p('GET', 'planning/getShiftTypes', 'Shift types'),
  createShift: p('POST', 'planning/createShift', 'Plan a shift'),
  duplicateShift: p('POST', 'planning/duplicateShift', 'Copy a shift to a date and worker', { body: shiftTarget }),
  moveShift: p('POST', 'planning/moveShift', 'Move a shift to a date and worker', { body: shiftTarget }),
  editWorkerTime: p('POST', 'planning/editWorkerTime', 'Edit a worker time'),
  deleteShift: p('POST', 'planning/deleteShift', 'Delete a shift (comment required)', { body: { shiftId: id, workerId: id, comment } }),
  deleteWorkerTime: p('POST', 'planning/deleteWorkerTime', 'Delete a worker time (comment required)', {
    body: { workerTimeId: id, workerId: id, date: isoDate, comment },
  }),
  getShiftById: p('GET', 'planning/getShiftById', 'One shift with its missions', { query: { shiftId: id } }),
  updateShift: p('POST', 'planning/updateShift', 'Edit a shift'),
  addMission: p('POST', 'planning/addMission', 'Add a mission to a shift'),
  updateMission: p('POST', 'planning/updateMission', 'Edit a mission'),
  deleteMission: p('POST', 'planning/deleteMission', 'Delete a mission', { body: { missionId: id } }),
  addWorkerTime: p('POST', 'planning/addWorkerTime', 'Record time actually worked'),
  getMaxDaysLimit: p('GET', 'planning/getMaxDaysLimit', 'How many days ahead shifts may be planned'),
  getWorkerAnomaliesAndPlannedShifts: p('GET', 'planning/getWorkerAnomaliesAndPlannedShifts', 'Anomalies and shifts of a worker', {
    query: { workerId: id },
  }),
  getDaySummary: p('GET', 'planning/getDaySummary', 'Summary of a day by client and agency', {
    query: { date: isoDate, clientIds: idList, agencyIds: idList },
  }),
  getWorkerTimeByWorkerId: p('GET', 'planning/getWorkerTimeByWorkerId', 'Worker time of a worker on a date', {
    query: { workerId: id, date: isoDate },
  }),
  switchUnProudictiveShift: p('POST', 'planning/switchUnProudictiveShift', 'Mark a shift unproductive (comment required)', {
    body: { shiftId: id, workerId: id, comment },
  }),
};
