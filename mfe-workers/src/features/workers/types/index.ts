import type { ResponseOf, api } from '@courier/shared';

/** Route parameters of the workers pages. */
export interface WorkersRouteParams {
  short_code: string;
}

export type WorkerRow = ResponseOf<typeof api.workers.getWorkers>[number];
export type Worker = ResponseOf<typeof api.workers.getWorker>;
export type WorkerSortField =
  | 'shortCode'
  | 'lastName'
  | 'firstName'
  | 'team'
  | 'agency'
  | 'company'
  | 'activityStatus'
  | 'hiredOn';
export type SortOrder = 'asc' | 'desc';

/** The columns a user can show or hide on the list. */
export type WorkerColumnId =
  | 'shortCode'
  | 'lastName'
  | 'firstName'
  | 'team'
  | 'agency'
  | 'company'
  | 'activityStatus'
  | 'phone'
  | 'email'
  | 'city'
  | 'hiredOn'
  | 'vehicle';

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
