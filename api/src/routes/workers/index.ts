import type { FastifyInstance } from 'fastify';
import addWorker from './addWorker';
import getWorkers from './getWorkers';
import getWorkersLight from './getWorkersLight';
import updateWorkerData from './updateWorkerData';
import uploadPhoto from './uploadPhoto';
import getWorker from './getWorker';
import getWorkerTimes from './getWorkerTimes';
import getAgenciesAndTeamsAndCompanies from './getAgenciesAndTeamsAndCompanies';
import getWorkersEvents from './getWorkersEvents';

/** The workers calls (docs/product.md#calls-workers): one file per call. Static paths are matched before `workers/[id]`. */
export default async function workersRoutes(app: FastifyInstance) {
  for (const register of [
    addWorker,
    getWorkers,
    getWorkersLight,
    updateWorkerData,
    uploadPhoto,
    getWorker,
    getWorkerTimes,
    getAgenciesAndTeamsAndCompanies,
    getWorkersEvents,
  ]) {
    register(app);
  }
}
