import type { Endpoint } from './endpoint';
import { authEndpoints } from './auth';
import { usersEndpoints } from './users';
import { referenceAdminEndpoints, referenceEndpoints } from './reference';
import { adminEventsEndpoints } from './adminEvents';
import { workersEndpoints } from './workers';
import { vehiclesEndpoints } from './vehicles';
import { retribEndpoints } from './retrib';
import { clientsEndpoints } from './clients';
import { cfrUsersEndpoints } from './cfrUsers';
import { planningEndpoints } from './planning';
import { regularMissionsEndpoints } from './regularMissions';
import { financeEndpoints } from './finance';
import { billingEndpoints } from './billing';
import { creditRequestsEndpoints } from './creditRequests';
import { chatEndpoints } from './chat';
import { settingsEndpoints } from './settings';
import { sellerEndpoints } from './seller';
import { searchEndpoints } from './search';
import { todayEndpoints } from './today';

export * from './endpoint';
export * from './common';
export { strictBody } from './strictBody';
export * from './auth';
export * from './users';
export * from './reference';
export * from './adminEvents';
/** Rules the pages and the server share (page sizes, limits). */
export { KPI_MAX_DAYS, WORKERS_MAX_PAGE_SIZE, WORKERS_PAGE_SIZE, WORKER_TIMES_PAGE_SIZE } from './workers';
export { FIXED_TERM_CONTRACTS, WORKER_CONTRACT_KINDS, WORKER_DOCUMENT_KINDS } from './workerContracts';
export type { WorkerContractAnswer, WorkerContractKind, WorkerDocument, WorkerDocumentKind } from './workerContracts';
export { VEHICLE_HISTORY_SIZE } from './vehicles';
export { RECOVERY_DETAIL_LIMIT } from './finance';
export { REMINDER_TEMPLATE_MAX, REMINDER_TEMPLATE_PLACEHOLDERS } from './finance';
export { BILLING_MAX_PAGE_SIZE, BILLING_PAGE_SIZE, BILLING_SEND_BATCH, BILLING_MONTH_PATTERN } from './billing';
export type { BillingClientRow, BillingRun } from './billing';
export { CREDIT_REQUESTS_LIMIT, CREDIT_REQUEST_STATUSES } from './creditRequests';
export type { CreditRequestRow, CreditRequestStatus } from './creditRequests';
export * from './seller';
export * from './sellerChecks';
export * from './search';
export * from './today';
export * from './tickets';

/** The whole API, grouped by area. Each group is the one place its calls are described. */
export const api = {
  auth: authEndpoints,
  users: usersEndpoints,
  reference: referenceEndpoints,
  referenceAdmin: referenceAdminEndpoints,
  adminEvents: adminEventsEndpoints,
  workers: workersEndpoints,
  vehicles: vehiclesEndpoints,
  retrib: retribEndpoints,
  clients: clientsEndpoints,
  cfrUsers: cfrUsersEndpoints,
  planning: planningEndpoints,
  regularMissions: regularMissionsEndpoints,
  finance: financeEndpoints,
  billing: billingEndpoints,
  creditRequests: creditRequestsEndpoints,
  chat: chatEndpoints,
  settings: settingsEndpoints,
  seller: sellerEndpoints,
  search: searchEndpoints,
  today: todayEndpoints,
} as const;

/** Every endpoint once, for the server's registration, OpenAPI and the coverage tests. */
export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);

/** Finds the endpoint of a method and path (path relative to /api, brackets allowed). */
export function findEndpoint(method: string, path: string): Endpoint | undefined {
  return allEndpoints.find((e) => e.method === method && e.path === path);
}
