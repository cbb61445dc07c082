import { buildTestApp, capturedLogs, type TestApp } from './helpers/testApp';

/**
 * The request id is the server's: an `x-request-id` sent by the caller never becomes the id
 * (it would let a caller forge or collide log lines of other requests); it is logged apart,
 * as `clientRequestId`, capped and limited to harmless characters.
 */
describe('request id', () => {
  let t: TestApp;
  const logs = capturedLogs();
  const lines = logs.lines;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: { level: 'info', stream: logs.stream } });
  });
  afterAll(() => t.close());

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const logOf = (reqId: string) => lines.filter((l) => l.reqId === reqId);

  test('an incoming x-request-id is not the id: the answer carries a fresh server id, the header is logged apart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'client-abc-123' } });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    expect(id).not.toBe('client-abc-123');
    expect(id).toMatch(UUID);
    const logged = logOf(id);
    expect(logged.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of logged) expect(line.clientRequestId).toBe('client-abc-123');
    expect(lines.filter((l) => l.reqId === 'client-abc-123')).toEqual([]);
  });

  test('two requests sending the same x-request-id get different ids', async () => {
    const headers = { 'x-request-id': 'same' };
    const [a, b] = await Promise.all([0, 1].map(() => t.app.inject({ method: 'GET', url: '/api/health', headers })));
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  test('the logged client id is capped at 64 characters and keeps only harmless characters', async () => {
    const sent = `abc\u001b[31m"} {"admin":true}<script>${'x'.repeat(200)}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    const [first] = logOf(String(res.headers['x-request-id']));
    const logged = String(first.clientRequestId);
    expect(logged.length).toBe(64);
    expect(logged).toMatch(/^[A-Za-z0-9._:-]+$/);
    expect(logged.startsWith('abc31madmin:truescript')).toBe(true);
  });

  test('without the header, no clientRequestId field; an error answer is logged under the server id too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    const logged = logOf(String(res.headers['x-request-id']));
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(line).not.toHaveProperty('clientRequestId');
  });
});
