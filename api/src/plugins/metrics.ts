import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolStats } from '../db/database';
import { unknownMigrations, pendingMigrations } from '../db/migrate';

/**
 * What operators watch (docs/operations.md#monitoring), outside `/api` so the proxy never exposes
 * it: `GET /metrics` (Prometheus text, to `Bearer <METRICS_TOKEN>` only, 404 without it; one
 * registry per process), `GET /health` (liveness, no database: an outage must not restart every
 * process) and `GET /ready` (the database answers within 2 s with this code's migrations).
 */
export default fp(async function metricsPlugin(app: FastifyInstance) {
  const register = new Registry();
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [register] });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers: [register],
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this process by state (PostgreSQL; PGlite has one)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const s = poolStats(app.db);
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'in_use' }, s.total - s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  const sockets = new Gauge({
    name: 'chat_sockets_open',
    help: 'Chat WebSockets open in this process',
    registers: [register],
    collect() {
      this.set(app.realtime ? app.realtime.connections() : 0);
    },
  });
  const mails = new Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails of the outbox waiting to be sent (queued, sending), and failed for good in the last 24 h',
    labelNames: ['state'] as const,
    registers: [register],
    // Two counts on the outbox's indexes (the partial one of unsettled mails, status + date).
    async collect() {
      const { rows } = await sql<{ queued: number; sending: number; failed: number }>`
        select
          (select count(*) from mail_outbox where status = 'queued')::int as queued,
          (select count(*) from mail_outbox where status = 'sending')::int as sending,
          (select count(*) from mail_outbox where status = 'failed' and created_at > now() - interval '1 day')::int as failed`.execute(app.db);
      this.set({ state: 'queued' }, rows[0].queued);
      this.set({ state: 'sending' }, rows[0].sending);
      this.set({ state: 'failed_24h' }, rows[0].failed);
    },
  });
  void pool;
  void sockets;
  void mails;

  /** The route template (`/api/workers/:id`), never the raw URL: bounded label values. */
  const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

  // Once the caller is known (the auth hook ran on onRequest), every later log line of the
  // request, Fastify's "request completed" included, names the user.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.auth) return;
    const withUser = request.log.child({ userId: request.auth.user.id });
    request.log = withUser;
    reply.log = withUser;
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request), status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  const allowed = (request: FastifyRequest) => {
    if (!token) return false;
    const given = Buffer.from(request.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request)) return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    reply.header('content-type', register.contentType);
    return register.metrics();
  });

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 2_000)));
    try {
      const answered = await Promise.race([sql`select 1`.execute(app.db).then(() => 'ok' as const), late]);
      if (answered === 'late') return reply.code(503).send({ status: 'unavailable', reason: 'The database does not answer' });
      const [newer, pending] = await Promise.all([unknownMigrations(app.db), pendingMigrations(app.db)]);
      if (newer.length || pending.length)
        return reply.code(503).send({ status: 'unavailable', reason: 'The database migrations are not those of this code', newer, pending });
      return { status: 'ready', database: app.dbKind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', reason: 'The database does not answer' });
    } finally {
      clearTimeout(timer);
    }
  });
});
