import { serializerCompiler as encodingSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializer, serializerCompiler } from '../../src/http/serializer';
import { api, contract } from '../../src/shared';
import type { Endpoint } from '@courier/shared/contract';
import { addDays, todayInParis } from '../../src/domain/dates';
import { seededTestApp, type SignedIn, type TestApp } from '../helpers/testApp';

/**
 * The answers' serializer (src/http/serializer.ts) writes with fast-json-stringify, and in the
 * tests checks with zod's parse first, where the zod type provider encodes: all must give the
 * same JSON for every answer of the contract.
 */
const endpoints = Object.values(api).flatMap((area) => Object.values(area as Record<string, Endpoint>));
const compile = (compiler: typeof serializerCompiler, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' } as never);

/** Kinds of zod schema that read differently forward (parse) and backward (encode). */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

function directionalParts(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const found = DIRECTIONAL.has(def.type) ? [`${path}: ${def.type}`] : [];
  const children: [string, unknown][] = [
    ...Object.entries((def.shape as Record<string, unknown>) ?? {}),
    ['[]', def.element],
    ['?', def.innerType],
    ['in', def.in],
    ['out', def.out],
    ...((def.options as unknown[]) ?? []).map((o, i): [string, unknown] => [`|${i}`, o]),
    ...((def.items as unknown[]) ?? []).map((o, i): [string, unknown] => [`[${i}]`, o]),
    ['rest', def.rest],
    ['{}', def.valueType],
    ['catchall', def.catchall],
    ['&l', def.left],
    ['&r', def.right],
  ];
  for (const [key, child] of children)
    if (child instanceof z.ZodType) found.push(...directionalParts(child, `${path}.${key}`, seen));
  return found;
}

test('no answer of the contract holds a transform, pipe, default or catch: parse and encode read it alike', () => {
  expect(endpoints.length).toBeGreaterThan(100);
  // The walk finds one, however deep.
  expect(
    directionalParts(z.object({ a: z.array(z.object({ b: z.string().default('x') })).nullable() }), 'probe'),
  ).toEqual(['probe.a.?.[].b: default']);
  const found = endpoints.flatMap((e) => directionalParts(e.response, e.path));
  expect(found).toEqual([]);
});

test('a field the contract does not name is dropped; a value of the wrong type is refused, as before', () => {
  const schema = z.object({ data: z.object({ id: z.number(), name: z.string().nullable() }) });
  for (const compiler of [serializerCompiler, encodingSerializer]) {
    const serialize = compile(compiler, schema);
    expect(serialize({ data: { id: 1, name: null, passwordHash: 'x' } })).toBe(
      '{"data":{"id":1,"name":null}}',
    );
    expect(() => serialize({ data: { id: '1', name: 'a' } })).toThrow();
  }
});

test('every answer of the contract, and the error body, compiles to a fast-json-stringify serializer', () => {
  for (const e of endpoints) expect([e.path, typeof fastSerializer(z.object({ data: e.response }))]).toEqual([e.path, 'function']);
  const error = { code: 'step_up_required', message: 'Code needed', fields: { code: 'Required' } };
  expect(fastSerializer(contract.errorBody)({ error: { ...error, stack: 'hidden' } })).toBe(JSON.stringify({ error }));
});

test('production writes (unchecked) only the fields the contract names, and coerces a numeric string', () => {
  const serialize = fastSerializer(z.object({ data: z.object({ id: z.number(), name: z.string().nullable() }) }));
  expect(serialize({ data: { id: 1, name: null, passwordHash: 'x' } })).toBe('{"data":{"id":1,"name":null}}');
  // Refused by the tests' check (above); written as a number by production.
  expect(serialize({ data: { id: '1', name: 'a' } })).toBe('{"data":{"id":1,"name":"a"}}');
});

test('a nullable object or value is written as null or as its fields, with no ajv branch to compile (no anyOf)', () => {
  const serialize = fastSerializer(
    z.object({ data: z.object({ worker: z.object({ id: z.number() }).nullable(), end: z.number().int().nullable() }) }),
  );
  expect(serialize({ data: { worker: null, end: null } })).toBe('{"data":{"worker":null,"end":null}}');
  expect(serialize({ data: { worker: { id: 3, secret: 'x' }, end: 90 } })).toBe('{"data":{"worker":{"id":3},"end":90}}');
});

describe('real answers', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await seededTestApp();
    admin = await t.injectAs('admin');
  }, 120_000);
  afterAll(() => t?.close());

  test('the same JSON from both serializers for the board, the day summary and the main lists', async () => {
    const today = todayInParis();
    const calls: [Endpoint, Record<string, string>][] = [
      [api.planning.getShifts, { dateStart: addDays(today, -3), dateEnd: addDays(today, 3) }],
      [api.planning.getDaySummary, { date: today }],
      [api.finance.getClientInvoiceSummary, {}],
      [api.clients.getClients, {}],
      [api.workers.getWorkers, {}],
      [api.vehicles.getVehicles, { activityStatus: 'all' }],
      [api.regularMissions.getRegularMissions, { activityStatus: 'all' }],
      [api.adminEvents.getAdminEvents, {}],
      [api.chat.getRooms, { userId: String(1) }],
    ];
    for (const [endpoint, query] of calls) {
      const res = await admin.getUnchecked(endpoint, query);
      expect([endpoint.path, res.status]).toEqual([endpoint.path, 200]);
      const schema = z.object({ data: endpoint.response });
      const ours = compile(serializerCompiler, schema)(res.body);
      // The same values (fast-json-stringify writes the required keys first).
      expect(JSON.parse(ours)).toStrictEqual(JSON.parse(compile(encodingSerializer, schema)(res.body)));
      expect(ours).toBe(JSON.stringify(res.body));
      expect(fastSerializer(schema)(res.body)).toBe(ours);
    }
  });
});
