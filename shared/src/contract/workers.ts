
import { activityStatusFilter, id } from './common';
import { provisionalEndpoint as p } from './provisional';

export const workersEndpoints = {
  addWorker: p('POST', 'workers/addWorker', 'Create a worker; its short code comes from the company prefix'),
  getWorkers: p('GET', 'workers/getWorkers', 'Workers by activity status', { query: { activityStatus: activityStatusFilter } }),
  getWorkersLight: p('GET', 'workers/getWorkersLight', 'Id, short code and name of active workers, for pickers'),
  updateWorkerData: p('POST', 'workers/updateWorkerData', 'Edit a worker (carries its version)'),
  uploadPhoto: p('POST', 'workers/uploadPhoto', "Upload a worker's photo (JPEG/PNG/WebP up to 5 MB)"),
  getWorker: p('GET', 'workers/[id]', 'One worker by id or short code'),
  getWorkerTimes: p('GET', 'workers/getWorkerTimes', 'Worker times of a worker', { query: { workerId: id } }),
  getAgenciesAndTeamsAndCompanies: p('GET', 'workers/getAgenciesAndTeamsAndCompanies', 'Pickers of the worker form'),
  getWorkersEvents: p('GET', 'workers/getWorkersEvents', 'Events timeline of workers'),
  getWorkersKpis: p('GET', 'workersKpis/getWorkersKpis', 'Days, missions, waypoints, km and pay per worker and period'),
  getGtaTypes: p('GET', 'gtaTypes/getGtaTypes', 'GTA types for worker times'),
};
