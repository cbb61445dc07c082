import { sql } from 'kysely';
import { api } from '../../src/shared';
import { buildTestApp, capturedLogs, type TestApp } from '../helpers/testApp';

/**
 * What operators watch (plugins/metrics.ts): /metrics behind its token, /health (liveness),
 * /ready (database and migrations), and the user id in the request's log lines.
 */
describe('metrics, liveness and readiness', () => {
  let t: TestApp;
  const logs = capturedLogs();
  const TOKEN = 'metrics-token-for-tests-0123456789';
  beforeAll(async () => {
    t = await buildTestApp({ metricsToken: TOKEN }, { logger: { level: 'info', stream: logs.stream } });
  });
  afterAll(() => t.close());

  test('/metrics is a 404 without the token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: `Bearer ${TOKEN}x` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  test('/metrics with the token: requests by route template and status, their duration, the pool, sockets, memory, event loop', async () => {
    const as = await t.injectAs('admin');
    expect((await as.get(api.workers.getWorker, {}, { id: 999_998 })).status).toBe(404);
    expect((await as.get(api.workers.getWorker, {}, { id: 999_999 })).status).toBe(404);
    expect((await as.get(api.users.getMe)).status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    // The template, never the id: bounded label values.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/workers\/:id",status="404"\} 2/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/users\/getMe",status="200"\} 1/);
    expect(text).not.toContain('workers/999999');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/users\/getMe",status="200"\} \d/);
    expect(text).toMatch(/db_pool_connections\{state="in_use"\} \d/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/chat_sockets_open 0/);
    expect(text).toMatch(/mail_outbox_mails\{state="queued"\} \d+/);
    expect(text).toMatch(/mail_outbox_mails\{state="failed_24h"\} \d+/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });

  test('without METRICS_TOKEN nothing is served', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  test('/health answers without the database; /ready checks the database and the migrations', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    await sql`insert into kysely_migration (name, timestamp) values ('9999_newer', ${new Date().toISOString()})`.execute(t.db);
    try {
      const newer = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(newer.statusCode).toBe(503);
      expect(newer.json()).toMatchObject({ status: 'unavailable', newer: ['9999_newer'] });
    } finally {
      await sql`delete from kysely_migration where name = '9999_newer'`.execute(t.db);
    }
  });

  test("a signed-in request's log lines carry its user id", async () => {
    const { inject } = await t.loginAs('admin');
    const res = await inject({ method: 'GET', url: `/api/${api.users.getMe.path}` });
    expect(res.statusCode).toBe(200);
    const id = String(res.headers['x-request-id']);
    const completed = logs.lines.find((l) => l.reqId === id && l.msg === 'request completed');
    expect(completed).toBeDefined();
    expect(typeof completed!.userId).toBe('number');
  });
});
