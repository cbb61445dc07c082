import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiAccessLevel } from '@courier/shared/access';
import { allEndpoints } from '@courier/shared/contract';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { rawRequest } from '../helpers/rawHttp';
import errors from '../../src/plugins/errors';
import { route } from '../../src/http/route';
import { api } from '../../src/shared';
import type { AuthContext } from '../../src/types';

/**
 * Authorization does not depend on how the URL is spelled. Every non-public call
 * of the contract, without a session, in every spelling a router might normalise, sent as a
 * raw request line over a socket (inject and fetch would normalise some of them first):
 * 401 (the route matched and asked for a session) or 404 (no route matched), never data.
 */
const nonPublic = allEndpoints.filter((e) => apiAccessLevel(e.path) !== 'public');
const fill = (path: string) => path.replace(/\[[^\]]+\]/g, '1');
const encodeFirstLetter = (segment: string) => `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;

/** The spellings of `<base>/api/<path>`. */
function spellings(base: string, path: string, port: number): Record<string, string> {
  const segments = path.split('/');
  return {
    plain: `${base}/api/${path}`,
    'encoded a of api': `${base}/%61pi/${path}`,
    'encoded upper-case hex': `${base}/%41%50%49/${path}`.replace('%41%50%49', '%61%70%69'.toUpperCase()),
    'encoded first letter of each segment': `${base}/api/${segments.map(encodeFirstLetter).join('/')}`,
    'encoded slashes': `${base}/api%2F${segments.join('%2F')}`,
    'encoded slash inside the path': `${base}/api/${segments.join('%2f')}`,
    'upper-case API': `${base}/API/${path}`,
    'double slashes': `${base}//api//${segments.join('//')}`,
    'trailing slash': `${base}/api/${path}/`,
    'dot segment': `${base}/api/./${path}`,
    'dot-dot segment': `${base}/api/x/../${path}`,
    'encoded dot-dot': `${base}/api/x/%2e%2e/${path}`,
    'absolute form': `http://127.0.0.1:${port}${base}/api/${path}`,
    'absolute form, other host': `http://evil.example${base}/api/${path}`,
    'query string': `${base}/api/${path}?admin=1`,
    'fragment-like': `${base}/api/${path}%23x`,
  };
}

describe.each([
  ['without a base path', ''],
  ['behind the base path /portal', '/portal'],
])('%s', (_title, base) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ apiBasePath: base });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  test('the contract has non-public calls to try', () => {
    expect(nonPublic.length).toBeGreaterThan(50);
  });

  test.each(nonPublic.map((e) => [e.method, e.path] as const))('%s %s: 401 or 404 in every spelling, never data', async (method, path) => {
    const answers: Record<string, number> = {};
    for (const [name, target] of Object.entries(spellings(base, fill(path), port))) {
      const res = await rawRequest(port, method, target, {}, method === 'POST' ? '{}' : undefined);
      answers[name] = res.status;
      expect([name, res.body]).not.toEqual([name, expect.stringContaining('"data"')]);
    }
    for (const [name, status] of Object.entries(answers)) expect([name, [401, 404].includes(status)]).toEqual([name, true]);
    // The plain spelling of a registered call asks for a session (it is not merely unknown).
    if (t.app.hasRoute({ method, url: `${base}/api/${path.replace(/\[([^\]]+)\]/g, ':$1')}` })) expect(answers.plain).toBe(401);
  });

  test('a signed-in user without the role gets 403 or 404 in every spelling', async () => {
    const { token } = await t.loginAs('noroles');
    for (const [name, target] of Object.entries(spellings(base, 'adminEvents/getAdminEvents', port))) {
      const res = await rawRequest(port, 'GET', target, { authorization: `Bearer ${token}` });
      expect([name, [403, 404].includes(res.status)]).toEqual([name, true]);
    }
  });

  if (base) {
    test('without the base path, nothing answers', async () => {
      const res = await rawRequest(port, 'GET', '/api/workers/getWorkers');
      expect(res.status).toBe(404);
    });
  }
});

describe('route() refuses to run a non-public handler without a full session (defence in depth)', () => {
  /** A server with the errors plugin but NO auth hook: only route() stands in the way. */
  async function bareApp(auth: AuthContext | null) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorateRequest('auth', null);
    app.addHook('preHandler', async (request) => {
      request.auth = auth;
    });
    await app.register(errors);
    let ran = 0;
    route(app, api.adminEvents.getAdminEvents, async () => {
      ran++;
      return { rows: [], total: 0 } as never;
    });
    route(app, api.auth.health, async () => ({ status: 'ok' as const, database: 'pglite' as const }));
    return { app, ran: () => ran };
  }
  const user = { id: 1, login: 'x', name: 'X', email: null, roles: ['SETTINGS'], profile: null, enrolled: true, language: 'en' as const };

  test('no session: 401 and the handler never runs', async () => {
    const { app, ran } = await bareApp(null);
    expect((await app.inject({ method: 'GET', url: '/api/adminEvents/getAdminEvents' })).statusCode).toBe(401);
    expect(ran()).toBe(0);
    // A public call still runs.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  test('a pending session: refused', async () => {
    const { app, ran } = await bareApp({ sessionId: 1, status: 'pending', user });
    expect((await app.inject({ method: 'GET', url: '/api/adminEvents/getAdminEvents' })).statusCode).toBe(403);
    expect(ran()).toBe(0);
  });

  test('a full session without the role: refused; with it: runs', async () => {
    const without = await bareApp({ sessionId: 1, status: 'full', user: { ...user, roles: ['CHAT'] } });
    expect((await without.app.inject({ method: 'GET', url: '/api/adminEvents/getAdminEvents' })).statusCode).toBe(403);
    expect(without.ran()).toBe(0);
    const withRole = await bareApp({ sessionId: 1, status: 'full', user });
    await withRole.app.inject({ method: 'GET', url: '/api/adminEvents/getAdminEvents' });
    expect(withRole.ran()).toBe(1);
  });
});
