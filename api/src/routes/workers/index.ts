import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { areaRoutes } from '../../http/areaRoutes';
import { addWorker } from '../../services/workers/addWorker';
import { updateWorkerData } from '../../services/workers/updateWorkerData';
import { uploadPhoto } from '../../services/workers/uploadPhoto';
import {
  addWorkerDocument,
  deleteWorkerDocument,
  setWorkerContract,
  updateWorkerDocument,
} from '../../services/workers/workerContract';
import { readWorkerContract } from '../../repositories/workers/contract';
import { listGtaTypes, listPickers } from '../../repositories/workers/pickers';
import { workersKpis } from '../../repositories/workersKpis';
import { getWorkerDetail } from '../../repositories/workers/detail';
import { listWorkerTimes } from '../../repositories/workers/times';
import { listWorkers, listWorkersLight } from '../../repositories/workers/list';
import { exportWorkers } from '../../repositories/workers/listExport';
import { listWorkerEvents } from '../../repositories/workers/events';
import { BODY_LIMITS } from '../../http/bodyLimits';

/** The workers calls (docs/product.md#calls-workers), with the KPIs and the GTA types. */
export default async function workersRoutes(app: FastifyInstance) {
  areaRoutes(app, api.workers, {
    /** POST workers/addWorker: the short code is the company's prefix + its next number. */
    addWorker: (ctx) => addWorker(app.db, ctx.auth().user.id, ctx.body),
    /** GET workers/getAgenciesAndTeamsAndCompanies: the pickers of the worker form. */
    getAgenciesAndTeamsAndCompanies: ({ query }) => listPickers(app.db, query.activityStatus),
    /** GET workers/{id}: by id or short code (`workers/PAR-0042`); 404 when unknown. */
    getWorker: ({ params }) => getWorkerDetail(app.db, params.id),
    /** GET workers/getWorkerTimes?workerId=: newest date first, optional dateFrom/dateTo, paged. */
    getWorkerTimes: ({ query }) => listWorkerTimes(app.db, query),
    /** GET workers/getWorkers: the list page's rows (activity status, search, filters, sort). */
    getWorkers: ({ query }) => listWorkers(app.db, query),
    /** GET workers/exportWorkers: the whole filtered list as a CSV file, streamed. */
    exportWorkers: async ({ query }) => exportWorkers(app.db, query),
    /** GET workers/getWorkersEvents: the timeline (one worker with workerId), newest first, paged. */
    getWorkersEvents: ({ query }) =>
      listWorkerEvents(app.db, {
        workerId: query.workerId,
        kind: query.kind || undefined,
        after: query.after,
        page: query.page,
        pageSize: query.pageSize,
      }),
    /** GET workers/getWorkersLight: active workers for the pickers of other areas. */
    getWorkersLight: ({ query }) => listWorkersLight(app.db, query.search || undefined),
    /** POST workers/updateWorkerData: versioned edit (409 when stale), admin event + worker event. */
    updateWorkerData: (ctx) => updateWorkerData(app.db, ctx.auth().user.id, ctx.body),
    /**
     * POST workers/uploadPhoto {workerId, version, image, fileName?}: image is a data URL or
     * base64. The content decides (JPEG/PNG/WebP, at most 5 MB and 25 megapixels); it is
     * re-encoded to WebP with a 256 px thumbnail. The text itself (base64, at most 5 MB) is
     * checked first, before the database is asked anything. An edit of the worker: a stale
     * version is a 409, checked before the pixels are decoded and again when it is stored. The
     * app's body limit (1 MB) is raised for this one route only.
     */
    uploadPhoto: {
      handler: (ctx) => uploadPhoto(app.db, ctx.auth().user.id, ctx.body),
      options: { bodyLimit: BODY_LIMITS.workerPhoto },
    },
    /** GET workers/getWorkerContract?workerId=: the contract and the documents on file; 404 when unknown. */
    getWorkerContract: ({ query }) => readWorkerContract(app.db, query.workerId),
    /** POST workers/setWorkerContract: at the worker's version (409 when stale); cdd and interim need endDate. */
    setWorkerContract: (ctx) => setWorkerContract(app.db, ctx.auth().user.id, ctx.body),
    /** POST workers/addWorkerDocument, updateWorkerDocument, deleteWorkerDocument: each document at its version. */
    addWorkerDocument: (ctx) => addWorkerDocument(app.db, ctx.auth().user.id, ctx.body),
    updateWorkerDocument: (ctx) => updateWorkerDocument(app.db, ctx.auth().user.id, ctx.body),
    deleteWorkerDocument: (ctx) => deleteWorkerDocument(app.db, ctx.auth().user.id, ctx.body),
    /** GET workersKpis/getWorkersKpis?dateFrom&dateTo[&workerId][&teamId]: days, missions, waypoints, km, pay. */
    getWorkersKpis: ({ query }) => workersKpis(app.db, query),
    /** GET gtaTypes/getGtaTypes: GTA types of worker times (with whether they are absences). */
    getGtaTypes: ({ query }) => listGtaTypes(app.db, query.activityStatus),
  });
}
