import type { QueryOf, ResponseOf, api } from '@courier/shared';

/** Route parameters of the workers pages. */
export interface WorkersRouteParams {
  short_code: string;
}

export type WorkerRow = ResponseOf<typeof api.workers.getWorkers>['items'][number];
export type Worker = ResponseOf<typeof api.workers.getWorker>;
/** The sorts the server offers for the list (the contract's `sort` of workers/getWorkers). */
export type WorkerSortField = NonNullable<QueryOf<typeof api.workers.getWorkers>['sort']>;

/** The worker's fields as text, as the add and edit forms hold them ('' when empty or unchosen). */
export interface WorkerFieldValues {
  firstName: string;
  lastName: string;
  companyId: string;
  agencyId: string;
  teamId: string;
  eluId: string;
  email: string;
  phone: string;
  birthDate: string;
  hiredOn: string;
  address: string;
  postalCode: string;
  city: string;
}
