import type { ResponseOf, api } from '@courier/shared';

type WorkerRow = ResponseOf<typeof api.workers.getWorkers>[number];
type Worker = ResponseOf<typeof api.workers.getWorker>;
type References = ResponseOf<typeof api.workers.getAgenciesAndTeamsAndCompanies>;

export const references: References = {
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
};

export function workerRow(id: number, over: Partial<WorkerRow> = {}): WorkerRow {
  return {
    id,
    shortCode: `PAR-${String(id).padStart(4, '0')}`,
    firstName: `First${id}`,
    lastName: `Last${id}`,
    team: { id: 10, name: 'Bikes' },
    agency: { id: 1, name: 'Paris Nord' },
    company: { id: 100, name: 'Coursiers de Paris' },
    activityStatus: 'active',
    phone: `06 00 00 00 ${String(id).padStart(2, '0')}`,
    email: `w${id}@example.com`,
    city: 'Paris',
    hiredOn: '2024-03-01',
    vehicle: null,
    hasPhoto: false,
    ...over,
  };
}

export function workerDetail(over: Partial<Worker> = {}): Worker {
  return {
    ...workerRow(42),
    firstName: 'Jeanne',
    lastName: 'Dupont',
    elu: null,
    birthDate: '1990-05-04',
    leftOn: null,
    address: '1 rue de la Paix',
    postalCode: '75002',
    vehicle: null,
    photo: null,
    comment: null,
    version: 2,
    createdAt: '2025-01-02T08:00:00.000Z',
    updatedAt: '2025-06-01T08:00:00.000Z',
    ...over,
  };
}
