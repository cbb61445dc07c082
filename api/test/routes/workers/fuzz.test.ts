import { errorBody, type Endpoint } from '@courier/shared/contract';
import type { InjectOptions } from 'fastify';
import { api } from '../../../src/shared';
import { buildTestApp, type Inject, type TestApp } from '../../helpers/testApp';

/**
 * Malformed input to every call of the Workers, Vehicles and Retribution areas (the same
 * cases as test/plugins/fuzz.test.ts, limited to this area so that it runs in its own time):
 * never a 5xx, and every error answer has the documented shape.
 */
let t: TestApp;
let admin: Inject;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await t.loginAs('admin')).inject;
});
afterAll(() => t.close());

const AREA: Endpoint[] = [
  ...Object.values(api.workers),
  ...Object.values(api.vehicles),
  ...Object.values(api.retrib),
];
const urlOf = (e: Endpoint) => `/api/${e.path.replace(/\[[^\]]+\]/g, '1')}`;
const HUGE = 'x'.repeat(200_000);
const VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  'a',
  '',
  HUGE,
  [],
  [1, 2],
  {},
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
  const json = (payload: string, contentType = 'application/json'): InjectOptions => ({
    payload,
    headers: { 'content-type': contentType },
  });
  const out = [
    json('{"id": '),
    json(''),
    json('null'),
    json('[]'),
    json('"a string"'),
    json('<xml/>', 'application/xml'),
    json('plain', 'text/plain'),
  ];
  for (const field of fieldNames(e, 'body')) {
    for (const value of VALUES) out.push(json(JSON.stringify({ [field]: value })));
  }
  return out;
}

function queries(e: Endpoint): string[] {
  const out = ['?', '?&&&', '?a[b][c]=1', '?x=%zz'];
  for (const field of fieldNames(e, 'query')) {
    for (const value of [
      '',
      '-1',
      '0',
      'abc',
      '1e400',
      '99999999999999999999',
      '1.5',
      'null',
      '2026-02-30',
      encodeURIComponent(HUGE.slice(0, 3000)),
    ]) {
      out.push(`?${field}=${value}`);
    }
    out.push(`?${field}=1&${field}=2`, `?${field}[a]=1`);
  }
  return out;
}

function expectSafe(what: string, res: { statusCode: number; body: string; json(): unknown }) {
  expect([what, res.statusCode < 500]).toEqual([what, true]);
  if (res.statusCode >= 400) {
    expect([what, errorBody.safeParse(res.json()).success]).toEqual([what, true]);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  }
}

test.each(AREA.map((e) => [`${e.method} ${e.path}`, e] as const))(
  '%s: malformed input never causes a 5xx',
  async (_name, e) => {
    const url = urlOf(e);
    if (e.method === 'POST')
      for (const o of bodies(e))
        expectSafe(`${e.path} ${String(o.payload).slice(0, 60)}`, await admin({ method: 'POST', url, ...o }));
    for (const q of queries(e))
      expectSafe(`${e.path} ${q.slice(0, 60)}`, await admin({ method: e.method, url: url + q }));
    // Ids and short codes in the path.
    if (e.path.includes('[')) {
      for (const p of ['0', '-1', '99999999999999999999', 'x'.repeat(190), '%00', 'a%2Fb']) {
        expectSafe(
          `${e.path} ${p}`,
          await admin({ method: e.method, url: `/api/${e.path.replace(/\[[^\]]+\]/g, p)}` }),
        );
      }
    }
  },
);
