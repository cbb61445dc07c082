import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatus,
  activityStatusFilter,
  id,
  isoDate,
  isoDateTime,
  lifeDate,
  multiLine,
  namedRow,
  optionalId,
  page,
  pageSize,
  paged,
  singleLine,
  version,
  staffName,
} from './common';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE } from './listing';
import { workerContractEndpoints } from './workerContracts';

/** Pages of the workers list: the list page shows one at a time; a caller may ask for up to the maximum. */
export const WORKERS_PAGE_SIZE = 100;
export const WORKERS_MAX_PAGE_SIZE = 500;
/** Worker times come a page at a time: a worker's history grows by a row a day. */
export const WORKER_TIMES_PAGE_SIZE = 50;

/**
 * Workers (docs/product.md#calls-workers, #workers-and-short-codes). Every answer is `{data: <response>}`.
 *
 * - A worker is found by its id or its short code (`workers/42`, `workers/PAR-0042`).
 * - The short code is made by the server: the company's prefix + a sequence (`PAR-0042`),
 *   unique and never reused, even when a worker is deactivated.
 * - Edits carry the worker's `version`; a stale one gets 409 (reload and redo the change).
 *   A photo upload is an edit too: it carries the version and its answer gives the new one.
 * - The photo is sent as JSON (`image`: a data URL or bare base64 of a JPEG/PNG/WebP file of
 *   at most 5 MB and 25 megapixels, checked by content); the server re-encodes it and gives
 *   back a 256 px WebP thumbnail as a data URL, in `workers/{id}` (`photo.url`) and in the
 *   upload's answer.
 */

/** A small reference (team, agency, company, elu, gta type...). */
export const refRow = z.object({ id: z.number().int(), name: z.string() });
export type RefRow = z.infer<typeof refRow>;

/** A person-ish reference: a worker as shown in pickers and histories. */
export const workerLight = z.object({ id: z.number().int(), shortCode: z.string(), name: z.string() });
export type WorkerLight = z.infer<typeof workerLight>;

/** The vehicle a worker drives now (open assignment). */
export const assignedVehicle = z.object({
  id: z.number().int(),
  shortCode: z.string(),
  plate: z.string().nullable(),
  since: isoDateTime,
});

export const workerListRow = z.object({
  id: z.number().int(),
  shortCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  team: refRow,
  agency: refRow,
  company: refRow,
  activityStatus,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  hiredOn: isoDate.nullable(),
  vehicle: assignedVehicle.pick({ id: true, shortCode: true, plate: true }).nullable(),
  hasPhoto: z.boolean(),
});
export type WorkerListRow = z.infer<typeof workerListRow>;

export const workerPhoto = z.object({
  /** `data:image/webp;base64,...`: a 256 px thumbnail, ready for an <img src>. */
  url: z.string(),
  mime: z.literal('image/webp'),
  width: z.number().int(),
  height: z.number().int(),
  updatedAt: isoDateTime,
});

export const workerDetail = workerListRow.extend({
  elu: refRow.nullable(),
  birthDate: isoDate.nullable(),
  leftOn: isoDate.nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  comment: z.string().nullable(),
  vehicle: assignedVehicle.nullable(),
  photo: workerPhoto.nullable(),
  version: z.number().int(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WorkerDetail = z.infer<typeof workerDetail>;

const name = singleLine(100);
const phone = singleLine(30)
  .regex(/^\+?[0-9 ().-]{6,30}$/, 'Digits, spaces and + ( ) . - only');

/** Editable fields of a worker; on update every one is optional, and `null` clears a clearable one. */
const workerFields = z.object({
  firstName: name,
  lastName: name,
  companyId: id,
  teamId: id,
  agencyId: id,
  eluId: id.nullable(),
  email: z.email().max(254).nullable(),
  phone: phone.nullable(),
  birthDate: lifeDate.nullable(),
  hiredOn: lifeDate.nullable(),
  address: singleLine(300, 0).nullable(),
  postalCode: singleLine(20, 0).nullable(),
  city: singleLine(100, 0).nullable(),
  comment: multiLine(2000, 0).nullable(),
});

export const addWorkerBody = workerFields.partial({
  eluId: true,
  email: true,
  phone: true,
  birthDate: true,
  hiredOn: true,
  address: true,
  postalCode: true,
  city: true,
  comment: true,
});
export type AddWorkerBody = z.input<typeof addWorkerBody>;

export const updateWorkerBody = z.object({
  id,
  version,
  ...workerFields.partial().shape,
  activityStatus: activityStatus.optional(),
  leftOn: lifeDate.nullable().optional(),
});
export type UpdateWorkerBody = z.input<typeof updateWorkerBody>;

export const workerSortField = z.enum([
  'shortCode',
  'lastName',
  'firstName',
  'team',
  'agency',
  'company',
  'activityStatus',
  'hiredOn',
]);

export const getWorkersQuery = z.object({
  activityStatus: activityStatusFilter,
  /** Matches short code, names, email and phone (case-insensitive, anywhere in the text). */
  search: z.string().trim().max(100).optional(),
  teamId: optionalId,
  agencyId: optionalId,
  companyId: optionalId,
  /** `true`: only workers whose leaving date is today or within the next 30 days. */
  leavingSoon: z.stringbool().optional(),
  /** `true`: only workers whose contract ends today or within the next 30 days. */
  contractEndingSoon: z.stringbool().optional(),
  /** `true`: only workers with a document expiring today or within the next 30 days. */
  documentExpiringSoon: z.stringbool().optional(),
  sort: workerSortField.default('lastName'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page,
  pageSize: pageSize(WORKERS_PAGE_SIZE, WORKERS_MAX_PAGE_SIZE),
});

export const workerTimeRow = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  date: isoDate,
  startedAt: isoDateTime,
  endedAt: isoDateTime.nullable(),
  /** Whole minutes between start and end; null while the time is open. */
  minutes: z.number().int().nullable(),
  gtaType: refRow.nullable(),
  comment: z.string().nullable(),
  version: z.number().int(),
});
export type WorkerTimeRow = z.infer<typeof workerTimeRow>;

export const workerEventRow = z.object({
  id: z.number().int(),
  at: isoDateTime,
  worker: workerLight,
  userId: z.number().int().nullable(),
  userName: staffName,
  /** created | updated | deactivated | reactivated | photo_uploaded | vehicle_assigned | vehicle_dissociated | ... */
  kind: z.string(),
  summary: z.string(),
  data: z.unknown().nullable(),
});
export type WorkerEventRow = z.infer<typeof workerEventRow>;

const kpiFigures = {
  /** Dates with at least one productive shift. */
  days: z.number().int(),
  missions: z.number().int(),
  waypoints: z.number().int(),
  km: z.number().int(),
  /** Pay in cents: per day, day amount + waypoints x waypoint amount + km x km amount + extra. */
  pay: z.number().int(),
  unproductiveShifts: z.number().int(),
};
export const workerKpiRow = z.object({ worker: workerLight, team: refRow, ...kpiFigures });
export type WorkerKpiRow = z.infer<typeof workerKpiRow>;
export const workerKpiDay = z.object({ date: isoDate, workers: z.number().int(), ...kpiFigures });
export type WorkerKpiDay = z.infer<typeof workerKpiDay>;

/** The longest period `workersKpis/getWorkersKpis` accepts, in days. */
export const KPI_MAX_DAYS = 366;

export const workersEndpoints = {
  addWorker: endpoint({
    method: 'POST',
    path: 'workers/addWorker',
    summary:
      'Create a worker; its short code is the company prefix + the next number of that company (PAR-0042)',
    body: addWorkerBody,
    response: workerDetail,
  }),
  getWorkers: endpoint({
    method: 'GET',
    path: 'workers/getWorkers',
    summary:
      `Workers by activity status (active by default), with search, filters and sort, a page at a time (${WORKERS_PAGE_SIZE} by default, at most ${WORKERS_MAX_PAGE_SIZE}); the answer carries the total`,
    query: getWorkersQuery,
    response: paged(workerListRow),
  }),
  exportWorkers: endpoint({
    method: 'GET',
    path: 'workers/exportWorkers',
    summary:
      "The workers list's whole filtered set in its sort as a CSV file (streamed; UTF-8 with a byte-order mark; `sep` ';' by default or ','), named workers-YYYY-MM-DD.csv",
    query: getWorkersQuery.omit({ page: true, pageSize: true }).extend({ sep: csvSeparator }),
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  getWorkersLight: endpoint({
    method: 'GET',
    path: 'workers/getWorkersLight',
    summary: 'Id, short code and name of active workers, for pickers of other areas',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: z.array(workerLight),
  }),
  updateWorkerData: endpoint({
    method: 'POST',
    path: 'workers/updateWorkerData',
    summary: 'Edit a worker: send id, version and the changed fields only (null clears). 409 when stale',
    body: updateWorkerBody,
    response: workerDetail,
  }),
  uploadPhoto: endpoint({
    method: 'POST',
    path: 'workers/uploadPhoto',
    summary:
      "Set a worker's photo: JSON {workerId, version, image} with image a data URL or base64 of a JPEG/PNG/WebP up to 5 MB and 25 megapixels (checked by content; 413 over 5 MB or 25 MP, 415 not an image, 409 when the version is stale); re-encoded to a 256 px WebP thumbnail. Bumps the worker's version",
    body: z.object({
      workerId: id,
      /** The worker's version as read; 409 when it changed since. */
      version,
      /** `data:image/png;base64,...` (FileReader.readAsDataURL) or bare base64. The declared type is ignored. */
      image: z
        .string()
        .min(1, 'Required')
        .max(10_000_000)
        .regex(/^(data:[\w.+/-]+;base64,)?[A-Za-z0-9+/=]*$/, 'Not base64'),
      fileName: singleLine(200, 0).optional(),
    }),
    response: z.object({
      workerId: z.number().int(),
      /** The worker's new version. */
      version: z.number().int(),
      photo: workerPhoto,
    }),
  }),
  getWorker: endpoint({
    method: 'GET',
    path: 'workers/[id]',
    summary: 'One worker by id or short code, with its vehicle and photo thumbnail',
    response: workerDetail,
  }),
  getWorkerTimes: endpoint({
    method: 'GET',
    path: 'workers/getWorkerTimes',
    summary: `Worker times (time actually worked) of a worker, newest date first; optional period; a page at a time (${WORKER_TIMES_PAGE_SIZE} by default)`,
    query: z.object({
      workerId: id,
      dateFrom: isoDate.optional(),
      dateTo: isoDate.optional(),
      page,
      pageSize: pageSize(WORKER_TIMES_PAGE_SIZE, 500),
    }),
    response: paged(workerTimeRow).extend({
      /** Minutes worked over the whole period (every page), closed times only. */
      totalMinutes: z.number().int(),
    }),
  }),
  getAgenciesAndTeamsAndCompanies: endpoint({
    method: 'GET',
    path: 'workers/getAgenciesAndTeamsAndCompanies',
    summary:
      'Pickers of the worker form: agencies, teams (with their agency), companies (with their short code prefix), elus',
    query: z.object({ activityStatus: activityStatusFilter }),
    response: z.object({
      agencies: z.array(namedRow),
      teams: z.array(namedRow.extend({ agencyId: z.number().int().nullable() })),
      companies: z.array(namedRow.extend({ shortCodePrefix: z.string(), nextShortCode: z.string() })),
      elus: z.array(namedRow),
    }),
  }),
  getWorkersEvents: endpoint({
    method: 'GET',
    path: 'workers/getWorkersEvents',
    summary:
      'Timeline of workers (all, or one with workerId), newest first, paged; with `after` (the id of the last event shown), the events after it (keyset: page is then not used)',
    query: z.object({
      workerId: optionalId,
      kind: z.string().trim().max(50).optional(),
      /** The id of the last event of the page before: the page starts right after it in the timeline's order. */
      after: optionalId,
      page,
      pageSize: pageSize(50, 500),
    }),
    response: paged(workerEventRow),
  }),
  getWorkersKpis: endpoint({
    method: 'GET',
    path: 'workersKpis/getWorkersKpis',
    summary: `Days, missions, waypoints, km and pay (cents) per worker and per date over a period of at most ${KPI_MAX_DAYS} days, from productive shifts`,
    query: z
      .object({ dateFrom: isoDate, dateTo: isoDate, workerId: optionalId, teamId: optionalId })
      .superRefine((q, ctx) => {
        const span = (Date.parse(q.dateTo) - Date.parse(q.dateFrom)) / 86_400_000 + 1;
        if (span < 1)
          ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateTo is before dateFrom' });
        else if (span > KPI_MAX_DAYS)
          ctx.addIssue({ code: 'custom', path: ['dateTo'], message: `At most ${KPI_MAX_DAYS} days` });
      }),
    response: z.object({
      dateFrom: isoDate,
      dateTo: isoDate,
      /** One row per worker with activity in the period (or the asked worker, even without). */
      workers: z.array(workerKpiRow),
      /** One row per date of the period that had activity, over the same workers: the chart. */
      daily: z.array(workerKpiDay),
      totals: z.object(kpiFigures),
    }),
  }),
  getGtaTypes: endpoint({
    method: 'GET',
    path: 'gtaTypes/getGtaTypes',
    summary: 'GTA (time and activity) types of worker times',
    query: z.object({ activityStatus: activityStatusFilter }),
    response: z.array(namedRow.extend({ isAbsence: z.boolean() })),
  }),
  ...workerContractEndpoints,
};
