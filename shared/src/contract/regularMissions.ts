import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  activityStatusFilter,
  businessDate,
  cents,
  id,
  idList,
  isoDate,
  isoDateTime,
  multiLine,
  namedRow,
  page,
  pageSize,
  paged,
  singleLine,
  version,
} from './common';
import { refRow, workerLight } from './workers';
import { timeOfDay } from './planning';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE, sortOrder } from './listing';

/**
 * Regular missions (docs/product.md#calls-regular-missions): a client's recurring mission
 * (name, weekdays, times, expected waypoints and km) with an active flag and the courier who
 * usually runs it. Applying a week turns the active ones into shifts with one mission each:
 * a preview lists what would be created (with the client price and the courier pay) and what
 * would be skipped and why; the confirm creates exactly the previewed lines (409 when the
 * preview is stale), and a week already applied creates nothing new.
 */

/** The list's only page size: page 1, 1000 rows (docs/product.md#constants-and-limits). */
export const REGULAR_MISSIONS_PAGE_SIZE = 1000;

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export const weekday = z.number().int().min(1).max(7);

export const regularMissionRow = z.object({
  id: z.number().int(),
  client: refRow,
  name: z.string(),
  weekdays: z.array(z.number().int()),
  /** `HH:MM`, wall clock in Paris. */
  startTime: z.string(),
  endTime: z.string(),
  expectedWaypoints: z.number().int(),
  expectedKm: z.number().int(),
  comment: z.string().nullable(),
  isActive: z.boolean(),
  worker: workerLight.nullable(),
  version: z.number().int(),
});
export type RegularMissionRow = z.infer<typeof regularMissionRow>;

export const regularMissionDetail = regularMissionRow.extend({
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type RegularMissionDetail = z.infer<typeof regularMissionDetail>;

export const skipReason = z.enum([
  'overlap',
  'closed_client',
  'client_in_recovery',
  'inactive_worker',
  'beyond_limit',
  'no_worker',
  'already_applied',
]);
export type SkipReason = z.infer<typeof skipReason>;

const lineBase = z.object({
  regularMissionId: z.number().int(),
  missionName: z.string(),
  client: refRow,
  worker: workerLight.nullable(),
  date: isoDate,
  startTime: z.string(),
  endTime: z.string(),
});
export const applyLine = lineBase.extend({
  worker: workerLight,
  waypoints: z.number().int(),
  km: z.number().int(),
  /** The invoicing run's price of the shift (docs/product.md#the-price-of-a-shift); null: the client has no price list, the shift cannot be billed until one is linked. */
  clientPrice: cents.nullable(),
  /** From the worker's team config or that date's calendar entry: waypoints and km, plus day and extra on the worker's first paid shift of the date. */
  courierPay: cents,
});
export type ApplyLine = z.infer<typeof applyLine>;
export const skippedLine = lineBase.extend({ reason: skipReason, message: z.string() });
export type SkippedLine = z.infer<typeof skippedLine>;

const mondayDate = businessDate.refine((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1, 'Must be a Monday');
const applyWeekQuery = z.object({
  weekStart: mondayDate,
  /** Only these regular missions (default: every active one). */
  regularMissionIds: z.array(id).max(5000).optional(),
});

export const applyWeekPreview = z.object({
  weekStart: isoDate,
  weekEnd: isoDate,
  lines: z.array(applyLine),
  skipped: z.array(skippedLine),
  totals: z.object({
    lines: z.number().int(),
    skipped: z.number().int(),
    /** The priced lines' sum; `unpriced` lines (clients without a price list) are not in it. */
    clientPrice: z.number().int(),
    unpriced: z.number().int(),
    courierPay: z.number().int(),
  }),
  /** Hands the preview to applyWeek: a different plan by then is a 409. */
  previewToken: z.string(),
});
export type ApplyWeekPreview = z.infer<typeof applyWeekPreview>;

export const updateRegularMissionBody = z.object({
  id,
  version,
  name: singleLine(100).optional(),
  weekdays: z
    .array(weekday)
    .min(1, 'At least one weekday')
    .max(7)
    .refine((w) => new Set(w).size === w.length, 'Each weekday once')
    .optional(),
  startTime: timeOfDay.optional(),
  endTime: timeOfDay.optional(),
  expectedWaypoints: z.number().int().min(0).max(10_000).optional(),
  expectedKm: z.number().int().min(0).max(10_000).optional(),
  comment: multiLine(2000, 0).nullable().optional(),
  workerId: id.nullable().optional(),
});
export type UpdateRegularMissionBody = z.input<typeof updateRegularMissionBody>;

/** The list's sortable columns (each walks an index, migrations 0049 and 0071). */
export const regularMissionSortField = z.enum(['client', 'name', 'startTime', 'activityStatus']);
export type RegularMissionSortField = z.infer<typeof regularMissionSortField>;

export const getRegularMissionsQuery = z.object({
  searchValue: z.string().trim().max(200).optional(),
  clients: idList,
  missionNames: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(100)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v])),
  activityStatus: activityStatusFilter,
  /** The column the list is sorted on (then by client, name and id), the client's name by default. */
  sort: regularMissionSortField.default('client'),
  order: sortOrder('asc'),
  page,
  pageSize: pageSize(REGULAR_MISSIONS_PAGE_SIZE, REGULAR_MISSIONS_PAGE_SIZE),
});
/** The export's query: the list's filters and sort, no paging, and the separator. */
export const exportRegularMissionsQuery = getRegularMissionsQuery
  .omit({ page: true, pageSize: true })
  .extend({ sep: csvSeparator });

export const regularMissionsEndpoints = {
  getRegularMissions: endpoint({
    method: 'GET',
    path: 'regularMissions/getRegularMissions',
    summary:
      'Regular missions, filtered (search on name and client, clients, mission names, active flag), sorted (`sort`: client by default, name, startTime, activityStatus; `order` asc by default or desc) and paged (page 1, size 1000)',
    query: getRegularMissionsQuery,
    response: paged(regularMissionRow),
  }),
  exportRegularMissions: endpoint({
    method: 'GET',
    path: 'regularMissions/exportRegularMissions',
    summary:
      "The regular missions list's whole filtered set in its sort as a CSV file (streamed; UTF-8 with a byte-order mark; `sep` ';' by default or ','), named regular-missions-YYYY-MM-DD.csv",
    query: exportRegularMissionsQuery,
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  getRegMissionsClients: endpoint({
    method: 'GET',
    path: 'regularMissions/getRegMissionsClients',
    summary: 'Clients having regular missions',
    response: z.array(namedRow),
  }),
  getRegMissionsNames: endpoint({
    method: 'GET',
    path: 'regularMissions/getRegMissionsNames',
    summary: 'Distinct names of regular missions',
    response: z.array(z.string()),
  }),
  getRegularMission: endpoint({
    method: 'GET',
    path: 'regularMissions/[id]',
    summary: 'One regular mission',
    response: regularMissionDetail,
  }),
  updateRegularMission: endpoint({
    method: 'POST',
    path: 'regularMissions/updateRegularMission',
    summary:
      'Edit a regular mission (id, version, changed fields); with ?isActiveToggle=true the body is {id, version} and the active flag flips. 409 when stale',
    query: z.object({ isActiveToggle: z.enum(['true', 'false']).optional() }),
    body: updateRegularMissionBody,
    response: regularMissionDetail,
  }),
  previewApplyWeek: endpoint({
    method: 'POST',
    path: 'regularMissions/previewApplyWeek',
    summary:
      'What applying the active regular missions to a week (Monday) would create per worker and day, what it would skip and why, with client price and courier pay per line and in total (cents)',
    body: applyWeekQuery,
    response: applyWeekPreview,
  }),
  applyWeek: endpoint({
    method: 'POST',
    path: 'regularMissions/applyWeek',
    summary:
      'Create exactly the previewed lines (one shift with one mission each) in one transaction; 409 when the preview is stale',
    body: applyWeekQuery.extend({
      previewToken: z
        .string()
        .min(1)
        .max(200)
        .regex(/^[A-Za-z0-9_-]+$/, 'Not a preview token'),
    }),
    response: z.object({
      weekStart: isoDate,
      shiftIds: z.array(z.number().int()),
      totals: z.object({ lines: z.number().int(), clientPrice: z.number().int(), unpriced: z.number().int(), courierPay: z.number().int() }),
    }),
  }),
};
