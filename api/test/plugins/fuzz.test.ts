import { allEndpoints, errorBody, type Endpoint } from '@courier/shared/contract';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type Inject, type TestApp } from '../helpers/testApp';

/**
 * Malformed input to every registered route: broken JSON, wrong types, huge values, arrays
 * instead of objects, nulls, foreign content types, odd query strings. Never a 5xx; every
 * error answer has the documented shape.
 */
let t: TestApp;
let admin: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('admin')).inject;
});
afterAll(() => t.close());

const urlOf = (e: Endpoint) => `/api/${e.path.replace(/\[[^\]]+\]/g, '1')}`;
const registered = () => allEndpoints.filter((e) => t.app.hasRoute({ method: e.method, url: `/api/${e.path.replace(/\[([^\]]+)\]/g, ':$1')}` }));

// Longer than any field allows; the over-the-limit body (1.1 MB) is sent once per route below.
const HUGE = 'x'.repeat(20_000);
const VALUES: unknown[] = [null, true, -1, 0, 1e308, 'a', '', HUGE, [], [1, 2], {}, { a: { b: { c: [null] } } }, '2026-13-45', "' OR 1=1 --", '\u0000'];

function fieldNames(e: Endpoint, part: 'body' | 'query'): string[] {
  const schema = e[part] as { shape?: Record<string, unknown> } | undefined;
  return Object.keys(schema?.shape ?? {}).concat(['unknownField', '__proto__']);
}

function bodies(e: Endpoint): InjectOptions[] {
  const json = (payload: string, contentType = 'application/json'): InjectOptions => ({ payload, headers: { 'content-type': contentType } });
  const out: InjectOptions[] = [
    json('{"login": '),
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
    for (const value of VALUES) out.push({ payload: JSON.stringify({ [field]: value }), headers: { 'content-type': 'application/json' } });
  }
  return out;
}

function queries(e: Endpoint): string[] {
  const out = ['?', '?&&&', '?a[b][c]=1', `?x=${'%zz'}`, `?${'k'.repeat(5000)}=1`];
  for (const field of fieldNames(e, 'query')) {
    for (const value of ['', '-1', '0', 'abc', '1e400', '99999999999999999999', '1.5', 'null', '[]', encodeURIComponent(HUGE.slice(0, 5000)), '2026-02-30']) {
      out.push(`?${field}=${value}`);
    }
    out.push(`?${field}=1&${field}=2`, `?${field}[]=1`, `?${field}[a]=1`);
  }
  return out;
}

function expectSafe(what: string, res: { statusCode: number; body: string; json(): unknown }) {
  expect([what, res.statusCode < 500]).toEqual([what, true]);
  if (res.statusCode >= 400) {
    const parsed = errorBody.safeParse(res.json());
    expect([what, parsed.success]).toEqual([what, true]);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  }
}

test('the routes of this issue are registered', () => {
  expect(registered().map((e) => e.path)).toEqual(
    expect.arrayContaining(['auth/login', 'auth/double_auth', 'users/getMe', 'team/getTeams', 'adminEvents/getAdminEvents']),
  );
});

test('malformed bodies and queries never cause a 5xx', async () => {
  for (const e of registered()) {
    // Logging out would end the session the other cases use: it gets its own sessions below.
    if (e.path === 'auth/logout') continue;
    const call = e.path === 'auth/login' ? (o: InjectOptions) => t.app.inject(o) : admin;
    const url = urlOf(e);
    if (e.method === 'POST') {
      for (const o of bodies(e)) expectSafe(`${e.path} ${String(o.payload).slice(0, 60)}`, await call({ method: 'POST', url, ...o }));
    }
    for (const q of queries(e)) expectSafe(`${e.path} ${q.slice(0, 60)}`, await call({ method: e.method, url: url + q }));
  }
  // Every area adds routes here: this one test grows with the API, hence its own time limit.
}, 300_000);

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
  expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
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
