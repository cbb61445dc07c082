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

/** JSON Schema, as far as the walk below reads it. */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * Every object of a schema, however deep, with its path (`missions.0`, `attachment`): through
 * properties, array items, tuples, the alternatives of a union, the values of a record.
 */
function objectsOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema, path = '', seen = new Set<JsonSchema>()): [string, JsonSchema][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) return objectsOf(resolve(schema.$ref), resolve, path, seen);
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  const out: [string, JsonSchema][] = [];
  if (schema.type === 'object' || schema.properties) out.push([path || '(body)', schema]);
  for (const [key, value] of Object.entries(schema.properties ?? {})) out.push(...objectsOf(value, resolve, at(key), seen));
  if (typeof schema.additionalProperties === 'object') out.push(...objectsOf(schema.additionalProperties, resolve, at('<key>'), seen));
  if (schema.items) out.push(...objectsOf(schema.items, resolve, at(0), seen));
  (schema.prefixItems ?? []).forEach((item, i) => out.push(...objectsOf(item, resolve, at(i), seen)));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) out.push(...objectsOf(option, resolve, path, seen));
  return out;
}

test('every object of every request body, however deep, refuses fields it does not name (additionalProperties: false)', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  const resolve = (ref: string) => ref.replace(/^#\//, '').split('/').reduce((node, key) => node[key], doc) as JsonSchema;
  const open: string[] = [];
  const nested: string[] = [];
  let bodies = 0;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>))
    for (const [method, operation] of Object.entries(item)) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      bodies++;
      for (const [where, object] of objectsOf(schema, resolve)) {
        if (where !== '(body)') nested.push(`${method.toUpperCase()} ${path} ${where}`);
        // A record (free keys, checked values) has no named properties; any object that names
        // its properties must refuse the others.
        const isRecord = !object.properties && typeof object.additionalProperties === 'object';
        if (!isRecord && object.additionalProperties !== false) open.push(`${method.toUpperCase()} ${path} ${where}`);
      }
    }
  expect(bodies).toBeGreaterThan(50);
  // The walk reaches nested objects (objects inside arrays included).
  expect(nested).toEqual(expect.arrayContaining(['POST /api/planning/createShift missions.0', 'POST /api/chat/sendMessage attachment']));
  expect(open).toEqual([]);
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
