import Fastify, { type FastifyInstance } from 'fastify';
import { api } from '../../src/shared';
import { areaRoutes } from '../../src/http/areaRoutes';
import { seededTestApp, type TestApp } from '../helpers/testApp';

/**
 * An area's calls are registered from one table (http/areaRoutes.ts): the compiler refuses a
 * table without a handler for each call of the area, or with a call the area does not have
 * (`pnpm run typecheck` checks the @ts-expect-error lines below), and every call of the
 * contract answers something other than "no such call".
 */
const pending = () => Promise.reject(new Error('not called'));

test('a table missing a call, or naming one the area does not have, does not compile', () => {
  const app = { route: () => undefined } as unknown as FastifyInstance;
  const register = () =>
    areaRoutes(
      app,
      api.adminEvents,
      // @ts-expect-error getUserList is missing
      { getAdminEvents: pending },
    );
  const registerExtra = () =>
    areaRoutes(app, api.adminEvents, {
      getAdminEvents: pending,
      getUserList: pending,
      // @ts-expect-error the area has no such call
      getSomethingElse: pending,
    });
  expect(typeof register).toBe('function');
  expect(typeof registerExtra).toBe('function');
});

test('a table missing a call at run time is refused when the app starts', async () => {
  const app = Fastify();
  expect(() => areaRoutes(app, api.adminEvents, { getAdminEvents: pending } as never)).toThrow(
    /adminEvents\/getUserList has no handler/,
  );
  await app.close();
});

describe('every call of the contract is registered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededTestApp();
  });
  afterAll(() => t.close());

  test('no call of any area answers "No such call"', async () => {
    const missing: string[] = [];
    for (const area of Object.values(api))
      for (const endpoint of Object.values(area)) {
        const url = `/api/${endpoint.path.replace(/\[[^\]]+\]/g, '1')}`;
        const res = await t.app.inject({ method: endpoint.method, url });
        if (res.statusCode === 404 && res.body.includes('No such call')) missing.push(`${endpoint.method} ${endpoint.path}`);
      }
    expect(missing).toEqual([]);
  });
});
