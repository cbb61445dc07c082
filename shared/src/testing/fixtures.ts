import type { NamedRow, ResponseOf, api } from '../index';

/**
 * Typed fixture builders: a complete, valid answer of the contract, with the fields a test
 * cares about given as overrides. `buildWorkerRow({ id: 3, lastName: 'Durand' })`.
 * Values derive from the id (short code `PAR-0003`, `First3`...), so rows of one list differ.
 */
export function fixtureBuilder<T extends { id: number }>(defaults: (id: number) => T) {
  return (overrides: Partial<T> = {}): T => ({ ...defaults(overrides.id ?? 1), ...overrides });
}

type WorkerRow = ResponseOf<typeof api.workers.getWorkers>['items'][number];
type Worker = ResponseOf<typeof api.workers.getWorker>;
type WorkerReferences = ResponseOf<typeof api.workers.getAgenciesAndTeamsAndCompanies>;
type VehicleRow = ResponseOf<typeof api.vehicles.getVehicles>[number];
type Vehicle = ResponseOf<typeof api.vehicles.getVehicle>;
type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

const code = (prefix: string, id: number) => `${prefix}-${String(id).padStart(4, '0')}`;
const AT = '2025-01-02T08:00:00.000Z';

/** A row of a reference list (type, state, team...): active, no code. */
export const buildNamedRow = fixtureBuilder<NamedRow>((id) => ({
  id,
  name: `Item ${id}`,
  code: null,
  activityStatus: 'active',
}));

/** A page of a paged answer (`{items, total, page, pageSize}`). */
export function buildPage<T>(items: T[], { page = 1, pageSize = 20, total = items.length } = {}): Paged<T> {
  return { items, total, page, pageSize };
}

/** A row of workers/getWorkers: active, team Bikes of agency Paris Nord, no vehicle. */
export const buildWorkerRow = fixtureBuilder<WorkerRow>((id) => ({
  id,
  shortCode: code('PAR', id),
  firstName: `First${id}`,
  lastName: `Last${id}`,
  team: { id: 10, name: 'Bikes' },
  agency: { id: 1, name: 'Paris Nord' },
  company: { id: 100, name: 'Coursiers de Paris' },
  activityStatus: 'active',
  phone: `06 00 00 00 ${String(id % 100).padStart(2, '0')}`,
  email: `w${id}@example.com`,
  city: 'Paris',
  hiredOn: '2024-03-01',
  vehicle: null,
  hasPhoto: false,
}));

/** A worker of workers/{id}: the row's fields, version 2, no photo. */
export const buildWorker = fixtureBuilder<Worker>((id) => ({
  ...buildWorkerRow({ id }),
  elu: null,
  birthDate: '1990-05-04',
  leftOn: null,
  address: '1 rue de la Paix',
  postalCode: '75002',
  vehicle: null,
  photo: null,
  comment: null,
  version: 2,
  createdAt: AT,
  updatedAt: '2025-06-01T08:00:00.000Z',
}));

/** workers/getAgenciesAndTeamsAndCompanies: two agencies, their teams, two companies, one elu. */
export function buildWorkerReferences(overrides: Partial<WorkerReferences> = {}): WorkerReferences {
  return {
    agencies: [
      { id: 1, name: 'Paris Nord' },
      { id: 2, name: 'Lyon' },
    ],
    teams: [
      { id: 10, name: 'Bikes', agencyId: 1 },
      { id: 11, name: 'Vans', agencyId: 1 },
      { id: 20, name: 'Lyon Vans', agencyId: 2 },
    ],
    companies: [
      { id: 100, name: 'Coursiers de Paris', shortCodePrefix: 'PAR', nextShortCode: 'PAR-0043' },
      { id: 200, name: 'Lyon Express', shortCodePrefix: 'LYO', nextShortCode: 'LYO-0007' },
    ],
    elus: [{ id: 5, name: 'Marie Élue' }],
    ...overrides,
  };
}

/** A row of vehicles/getVehicles: an active Renault Kangoo van in service, leased, no driver. */
export const buildVehicleRow = fixtureBuilder<VehicleRow>((id) => ({
  id,
  shortCode: code('VH', id),
  plate: `AB-${id}00-CD`,
  type: { id: 1, name: 'Van' },
  state: { id: 1, name: 'In service' },
  contract: { id: 1, name: 'Lease' },
  brand: { id: 1, name: 'Renault' },
  model: { id: 1, name: 'Kangoo' },
  fleetManager: null,
  supplier: null,
  analyticAccount: null,
  contractEndDate: '2027-06-30',
  contractEndingSoon: false,
  contractEnded: false,
  mileageKm: 12000,
  activityStatus: 'active',
  worker: null,
}));

/**
 * A vehicle of vehicles/{id}: the row's fields, version 2, no comment, no assignment. The
 * totals follow the comments and assignments given, unless given too.
 */
export function buildVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  const id = overrides.id ?? 1;
  const comments = overrides.comments ?? [];
  const assignments = overrides.assignments ?? [];
  return {
    ...buildVehicleRow({ id }),
    firstRegistrationOn: null,
    comment: null,
    version: 2,
    createdAt: AT,
    updatedAt: AT,
    comments,
    commentsTotal: comments.length,
    assignments,
    assignmentsTotal: assignments.length,
    ...overrides,
  };
}
