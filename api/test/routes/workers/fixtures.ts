/**
 * Shared by the tests of the Workers, Vehicles and Retribution areas: a test app holding
 * the small seed (fixed `today`), and signed-in injects per role.
 */
import type { LightMyRequestResponse } from 'fastify';
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
