import { z } from 'zod';
import type { Endpoint } from '@courier/shared/contract';
import { api } from '../../src/shared';
import { endpointUrl, type Answer } from '../helpers/injectAs';
import { defOf, leaves, admin, urlOf, useSeededApp } from './inputHygieneSetup';

useSeededApp();

describe('query strings', () => {
  const gets = Object.entries(api).flatMap(([area, group]) =>
    Object.entries(group as Record<string, Endpoint>)
      .filter(([, e]) => e.method === 'GET' && e.query && e.path !== 'chat/socket')
      .map(([name, e]) => ({ name: `${area}.${name}`, e })),
  );
  const numberFields = (e: Endpoint) =>
    Object.entries(defOf(e.query as z.ZodType).shape as Record<string, z.ZodType>)
      .filter(([, field]) => leaves(field).some((l) => l.type === 'number'))
      .map(([key]) => key);

  test.each(gets.filter((g) => numberFields(g.e).length > 0).map((g) => [g.name, g.e] as const))(
    '%s: numbers are decimal digits, and an empty value is absent',
    async (_name, e) => {
      const rows: string[] = [];
      const get = async (query: string) => {
        const res = await admin.inject({ method: 'GET', url: `${urlOf(e)}?${query}` });
        return {
          status: res.statusCode,
          // A file call answers its file (not JSON) when the query is accepted.
          fields: String(res.headers['content-type']).startsWith('application/json')
            ? Object.keys((JSON.parse(res.body) as Answer['body']).error?.fields ?? {})
            : [],
        };
      };
      for (const key of numberFields(e)) {
        for (const value of ['1e1', '0x1', 'true', '7abc']) {
          const res = await get(`${key}=${value}`);
          if (res.status !== 400 || !res.fields.includes(key))
            rows.push(`${key}=${value}: ${res.status} ${res.fields}`);
        }
        const empty = await get(`${key}=`);
        const absent = await get('');
        if (empty.fields.includes(key) !== absent.fields.includes(key))
          rows.push(`${key}= is not the same as no ${key}`);
      }
      expect(rows).toEqual([]);
    },
  );

  const textFields = (e: Endpoint) =>
    Object.entries(defOf(e.query as z.ZodType).shape as Record<string, z.ZodType>)
      .filter(([, field]) => leaves(field).some((l) => l.type === 'string'))
      .map(([key]) => key);

  test.each(gets.filter((g) => textFields(g.e).length > 0).map((g) => [g.name, g.e] as const))(
    '%s: a control character in a text is a 400 naming it (NUL never reaches the database)',
    async (_name, e) => {
      const rows: string[] = [];
      for (const key of textFields(e)) {
        for (const value of ['a%00b', 'a%07b', 'a%0D%0Ab']) {
          const res = await admin.inject({ method: 'GET', url: `${urlOf(e)}?${key}=${value}` });
          const fields = Object.keys((JSON.parse(res.body) as Answer['body']).error?.fields ?? {});
          if (res.statusCode !== 400 || !fields.includes(key))
            rows.push(`${key}=${value}: ${res.statusCode} ${fields}`);
        }
      }
      expect(rows).toEqual([]);
    },
  );
});

test.each(
  Object.values(api)
    .flatMap((group) => Object.values(group as Record<string, Endpoint>))
    .filter((e) => e.path.includes('['))
    .map((e) => [`${e.method} ${e.path}`, e] as const),
)('%s: a control character in a path segment is a 400 naming it', async (_name, e) => {
  const name = /\[([^\]]+)\]/.exec(e.path)![1];
  const url = `/api/${e.path.replace(/\[[^\]]+\]/g, 'PAR%000001')}`;
  const res = await admin.inject({ method: e.method, url, ...(e.method === 'POST' ? { payload: {} } : {}) });
  const fields = Object.keys((JSON.parse(res.body) as Answer['body']).error?.fields ?? {});
  expect([res.statusCode, fields]).toEqual([400, [name]]);
});

describe('prototype keys in JSON bodies', () => {
  test.each([
    // At the top, `fields` names it `body.__proto__`: a `__proto__` key would set a reader's prototype.
    ['{"__proto__": {"isAdmin": true}, "name": "x"}', 'body.__proto__'],
    ['{"constructor": {"prototype": {"isAdmin": true}}, "name": "x"}', 'constructor'],
    ['{"name": "x", "missions": [{"__proto__": {"a": 1}}]}', 'missions.0.__proto__'],
  ])('%s is refused, naming %s, like any unknown field', async (payload, field) => {
    const res = await admin.inject({
      method: 'POST',
      url: endpointUrl(api.settings.addVehicleBrand),
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body) as Answer['body'];
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.fields).toEqual({ [field]: 'Unknown field' });
    expect(body.error.message).toContain(field);
  });
});
