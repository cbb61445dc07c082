import { api, type Endpoint } from '@courier/shared/contract';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('the OpenAPI document is served from the contract schemas', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toBe('3.1.0');
  const login = doc.paths['/api/auth/login'].post;
  expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['login', 'password']));
  // Public calls say they need nothing; the others the bearer token.
  expect(login.security).toEqual([]);
  expect(doc.paths['/api/health'].get.security).toEqual([]);
  expect(doc.paths['/api/users/getMe'].get.security).toEqual([{ bearer: [] }]);
  const events = doc.paths['/api/adminEvents/getAdminEvents'].get;
  expect(events.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['action', 'user', 'page', 'pageSize']));
  expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
});

test('every operation has the stable id <area>.<call> of the contract, and one server', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  const documented = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>))
    for (const [method, operation] of Object.entries(item)) documented.set(`${method.toUpperCase()} ${path}`, operation.operationId);
  const expected = new Map<string, string>();
  for (const [area, group] of Object.entries(api))
    for (const [key, e] of Object.entries(group as Record<string, Endpoint>)) {
      const url = `/api/${e.path.replace(/\[([^\]]+)\]/g, '{$1}')}`;
      if (documented.has(`${e.method} ${url}`)) expected.set(`${e.method} ${url}`, `${area}.${key}`);
    }
  expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(expected));
  expect(new Set(documented.values()).size).toBe(documented.size);
  expect(documented.get('GET /api/workers/getWorkers')).toBe('workers.getWorkers');
  expect(documented.get('POST /api/retrib/calendar')).toBe('retrib.setCalendar');
  expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
});

test('the OpenAPI UI is served at /docs', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/docs/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
});

describe('with API_BASE_PATH', () => {
  let based: TestApp;
  beforeAll(async () => {
    based = await buildTestApp({ apiBasePath: '/portal' });
  });
  afterAll(() => based.close());

  test('every route and the docs move under the base path', async () => {
    expect((await based.app.inject({ method: 'GET', url: '/portal/api/health' })).statusCode).toBe(200);
    expect((await based.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(404);
    expect((await based.app.inject({ method: 'GET', url: '/portal/api/users/getMe' })).statusCode).toBe(401);
    expect((await based.app.inject({ method: 'GET', url: '/portal/docs/json' })).json().paths).toHaveProperty(['/portal/api/auth/login']);
  });
});

test('CORS allows the portal apps and no one else', async () => {
  const allowed = await t.app.inject({ method: 'OPTIONS', url: '/api/users/getMe', headers: { origin: 'http://localhost:3002', 'access-control-request-method': 'GET' } });
  expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3002');
  const refused = await t.app.inject({ method: 'OPTIONS', url: '/api/users/getMe', headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' } });
  expect(refused.headers['access-control-allow-origin']).toBeUndefined();
});
