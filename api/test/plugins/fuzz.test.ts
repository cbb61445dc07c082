import { allEndpoints, errorBody, type Endpoint } from '@courier/shared/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type Inject, type TestApp } from '../helpers/testApp';

/**
 * Malformed input to every call of the contract that the server registers, whatever its
 * area: broken JSON, wrong types, huge values, arrays instead of objects, nulls, foreign
 * content types, odd query strings, odd path parameters. Never a 5xx; every error answer has
 * the documented shape and no stack trace. The list comes from `allEndpoints`, so a new
 * area's calls are fuzzed as soon as its routes are registered; a call of the contract that
 * is not served yet must answer a clean 404.
 */
let t: TestApp;
let admin: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('admin')).inject;
});
afterAll(() => t.close());

const routeUrl = (e: Endpoint) => `/api/${e.path.replace(/\[([^\]]+)\]/g, ':$1')}`;
const urlOf = (e: Endpoint, param = '1') => `/api/${e.path.replace(/\[[^\]]+\]/g, param)}`;
const isRegistered = (e: Endpoint) => t.app.hasRoute({ method: e.method, url: routeUrl(e) });

// Longer than any field allows (two sizes: under and near the parsers' limits); the
// over-the-limit body (1.1 MB) is sent once per route below.
const HUGE = 'x'.repeat(20_000);
const HUGER = 'x'.repeat(200_000);
const VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  'a',
  '',
  HUGE,
  HUGER,
  [],
  [1, 2],
  {},
  { a: { b: { c: [null] } } },
  { a: { b: [null] } },
  '2026-13-45',
  "' OR 1=1 --",
  '\u0000',
];

function fieldNames(e: Endpoint, part: 'body' | 'query'): string[] {
  const schema = e[part] as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {}).concat(['unknownField', '__proto__']);
}

function bodies(e: Endpoint): InjectOptions[] {
  const json = (payload: string, contentType = 'application/json'): InjectOptions => ({ payload, headers: { 'content-type': contentType } });
  const out: InjectOptions[] = [
    json('{"login": '),
    json('{"id": '),
    json('{not json}'),
    json(''),
    json('null'),
    json('[]'),
    json('[{"code": "123456"}]'),
    json('"a string"'),
    json('12345'),
    json('{"__proto__": {"isAdmin": true}}'),
    json('<xml/>', 'application/xml'),
    json('login=admin', 'application/x-www-form-urlencoded'),
    json('plain text', 'text/plain'),
    json(`{"a": "${'y'.repeat(1_100_000)}"}`),
  ];
  for (const field of fieldNames(e, 'body')) {
    for (const value of VALUES) out.push(json(JSON.stringify({ [field]: value })));
  }
  return out;
}

function queries(e: Endpoint): string[] {
  const out = ['?', '?&&&', '?a[b][c]=1', '?x=%zz', `?${'k'.repeat(5000)}=1`];
  const values = [
    '',
    '-1',
    '0',
    'abc',
    '1e400',
    '99999999999999999999',
    '1.5',
    'null',
    '[]',
    '2026-02-30',
    encodeURIComponent(HUGE.slice(0, 3000)),
    encodeURIComponent(HUGE.slice(0, 5000)),
  ];
  for (const field of fieldNames(e, 'query')) {
    for (const value of values) out.push(`?${field}=${value}`);
    out.push(`?${field}=1&${field}=2`, `?${field}[]=1`, `?${field}[a]=1`);
  }
  return out;
}

/** Ids and short codes in the path (`workers/[id]`). */
const PATH_PARAMS = ['0', '-1', '99999999999999999999', 'x'.repeat(190), '%00', 'a%2Fb'];

function expectSafe(what: string, res: { statusCode: number; body: string; json(): unknown }) {
  expect([what, res.statusCode < 500]).toEqual([what, true]);
  if (res.statusCode >= 400) {
    const parsed = errorBody.safeParse(res.json());
    expect([what, parsed.success]).toEqual([what, true]);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  }
}

test('the calls of every area are registered (the fuzzing below reaches them)', () => {
  expect(allEndpoints.filter(isRegistered).map((e) => e.path)).toEqual(
    expect.arrayContaining([
      'auth/login',
      'auth/double_auth',
      'users/getMe',
      'team/getTeams',
      'adminEvents/getAdminEvents',
      'workers/getWorkers',
      'workers/[id]',
      'workersKpis/getWorkersKpis',
      'vehicles/assignVehicle',
      'retrib/calendar',
    ]),
  );
});

// One test per call of the contract, each in its own time limit. Logging out would end the
// session the other cases use: it gets its own sessions further down.
const FUZZED = allEndpoints.filter((e) => e.path !== 'auth/logout');

test.each(FUZZED.map((e) => [`${e.method} ${e.path}`, e] as const))(
  '%s: malformed input never causes a 5xx (not served yet: a clean 404)',
  async (_name, e) => {
    const call = e.path === 'auth/login' ? (o: InjectOptions) => t.app.inject(o) : admin;
    const url = urlOf(e);
    if (!isRegistered(e)) {
      const res = await call({ method: e.method, url });
      expect([e.path, res.statusCode]).toEqual([e.path, 404]);
      expectSafe(e.path, res);
      return;
    }
    if (e.method === 'POST') {
      for (const o of bodies(e)) expectSafe(`${e.path} ${String(o.payload).slice(0, 60)}`, await call({ method: 'POST', url, ...o }));
    }
    for (const q of queries(e)) expectSafe(`${e.path} ${q.slice(0, 60)}`, await call({ method: e.method, url: url + q }));
    if (e.path.includes('[')) {
      for (const p of PATH_PARAMS) expectSafe(`${e.path} ${p}`, await call({ method: e.method, url: urlOf(e, p) }));
    }
  },
  120_000,
);

test('logout with odd bodies still answers cleanly', async () => {
  for (const payload of ['{bad', '[]', 'null', '']) {
    const { inject } = await t.loginAs('regular');
    expectSafe(`logout ${payload}`, await inject({ method: 'POST', url: '/api/auth/logout', payload, headers: { 'content-type': 'application/json' } }));
  }
});

test('error answers: malformed JSON 400, foreign media 415, too large 413, unknown route 404', async () => {
  const post = (payload: string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });
  const malformed = await post('{"login": ', 'application/json');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().error).toMatchObject({ code: 'BAD_REQUEST', fields: { body: 'Malformed JSON' } });
  const xml = await post('<a/>', 'application/xml');
  expect(xml.statusCode).toBe(415);
  expect(xml.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  const big = await post(JSON.stringify({ login: 'a'.repeat(1_100_000), password: 'x' }), 'application/json');
  expect(big.statusCode).toBe(413);
  expect(big.json().error).toEqual({
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is over the 1048576 bytes this call accepts',
  });
  const array = await post('[]', 'application/json');
  expect(array.statusCode).toBe(400);
  expect(array.json().error.fields).toHaveProperty('body');
  const missing = await t.app.inject({ method: 'GET', url: '/nowhere' });
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such call: GET /nowhere' } });
});

test('nested validation errors name the dotted path', async () => {
  const res = await admin({ method: 'GET', url: '/api/adminEvents/getAdminEvents?page=0&pageSize=5000&dateFrom=yesterday' });
  expect(res.statusCode).toBe(400);
  expect(Object.keys(res.json().error.fields).sort()).toEqual(['dateFrom', 'page', 'pageSize']);
});
