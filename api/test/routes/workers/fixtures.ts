/**
 * Shared by the tests of the Workers, Vehicles and Retribution areas: a test app holding
 * the small seed (fixed `today`), signed-in clients per role, and the vehicles and workers
 * free to be assigned. (The Retribution area's own fixtures: ../retrib/fixtures.ts.)
 */
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../src/db/database';
import { seedDomain } from '../../../src/db/seed/domain';
import { buildTestApp, type Inject, type TestApp } from '../../helpers/testApp';

export const TODAY = new Date('2026-06-15T10:00:00Z');

export async function seededApp(): Promise<TestApp> {
  const t = await buildTestApp();
  await seedDomain(t.db, 'small', { today: TODAY });
  return t;
}

export interface Json {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export function asJson(res: LightMyRequestResponse): Json {
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

/** `get('workers/getWorkers', {activityStatus: 'all'})`, `post('workers/addWorker', {...})`. */
export function client(inject: Inject) {
  return {
    get: async (path: string, query: Record<string, string | number | boolean> = {}) =>
      asJson(
        await inject({
          method: 'GET',
          url: `/api/${path}`,
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        }),
      ),
    post: async (path: string, payload: unknown) =>
      asJson(await inject({ method: 'POST', url: `/api/${path}`, payload: payload as object })),
  };
}
export type Client = ReturnType<typeof client>;

/** `[workers, clients] = await signedIn(t, 'workers', 'clients')`: one client per login, signed in in turn. */
export async function signedIn(t: TestApp, ...logins: string[]): Promise<Client[]> {
  const clients: Client[] = [];
  for (const login of logins) clients.push(client((await t.loginAs(login)).inject));
  return clients;
}

/** Ids of the vehicles, or of the workers, on an open assignment. */
const onOpenAssignment = (db: Database, side: 'vehicle_id' | 'worker_id') =>
  db.selectFrom('vehicle_assignments').select(side).where('ended_at', 'is', null);

/** Active vehicles nobody drives now, lowest id first: free to be assigned. */
export const freeVehicles = (db: Database) =>
  db
    .selectFrom('vehicles')
    .selectAll()
    .where('activity_status', '=', 'active')
    .where('id', 'not in', onOpenAssignment(db, 'vehicle_id'))
    .orderBy('id');

/** Active workers driving no vehicle now, lowest id first. */
export const freeWorkers = (db: Database) =>
  db
    .selectFrom('workers')
    .selectAll()
    .where('activity_status', '=', 'active')
    .where('id', 'not in', onOpenAssignment(db, 'worker_id'))
    .orderBy('id');
