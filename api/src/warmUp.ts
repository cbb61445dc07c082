/**
 * Before a fresh process answers /health (server.ts): every pool connection opened and planning a
 * query over the most read tables, then the heaviest reads of the pages' defaults run and
 * serialized by their routes' serializers, so that staff arriving after a restart do not all pay
 * the first calls' compiling and planning. Nothing is kept; a read that fails is logged and skipped.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database';
import { addDays, isoWeekday, parisDate } from './domain/dates';
import { api } from './shared';
import type { Endpoint } from '@courier/shared/contract';
import { getShifts } from './repositories/planning/board';
import { getDaySummary } from './repositories/planning/daySummary';
import { clientInvoiceSummary } from './repositories/finance/summary';
import { listClients } from './repositories/clients/list';
import { listWorkers } from './repositories/workers/list';
import { listVehicles } from './repositories/vehicles/list';
import { listRegularMissions } from './repositories/regularMissions/list';
import { listAdminEvents } from './repositories/events/adminEvents';
import { serializerCompiler } from './http/serializer';
import { answerSchema } from './http/route';

/** Tables whose catalog entries each connection loads while planning (the calls' most read). */
const TABLES = [
  'clients',
  'workers',
  'shifts',
  'worker_times',
  'worker_days',
  'missions',
  'client_receivables',
  'invoices',
  'admin_events',
  'messages',
  'sessions',
  'staff_users',
];

/** Passes over the heaviest reads, run at once (one on PGlite, a single connection). */
const WARM_UP_PASSES = 3;

export async function warmUp(db: Database, connections: number, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  // Held open together, so the pool opens them all; `limit 0` plans without reading a row.
  const probe = sql.raw(TABLES.map((t) => `(select 1 from ${t} limit 0)`).join(' union all '));
  await Promise.all(
    Array.from({ length: connections }, () =>
      sql`${probe}`.execute(db).catch((err: Error) => log.warn({ err }, 'warm-up: a connection failed')),
    ),
  );

  const today = parisDate(new Date());
  const monday = addDays(today, 1 - isoWeekday(today));
  // Each pass reads another page of the board, so that the passes differ as staff's do.
  const reads = (pass: number): [Endpoint, Record<string, string>, (query: never) => Promise<unknown>][] => [
    [api.planning.getShifts, { dateStart: monday, dateEnd: addDays(monday, 6), page: String(pass + 1) }, (q) => getShifts(db, q)],
    [api.planning.getDaySummary, { date: addDays(today, -pass) }, (q) => getDaySummary(db, q)],
    [api.finance.getClientInvoiceSummary, {}, (q) => clientInvoiceSummary(db, q)],
    [api.clients.getClients, {}, (q) => listClients(db, q)],
    [api.workers.getWorkers, {}, (q) => listWorkers(db, q)],
    [api.vehicles.getVehicles, {}, (q) => listVehicles(db, q)],
    [api.regularMissions.getRegularMissions, {}, (q) => listRegularMissions(db, q)],
    [
      api.adminEvents.getAdminEvents,
      {},
      (q: { page: number; pageSize: number }) => listAdminEvents(db, { page: q.page, pageSize: q.pageSize }),
    ],
  ];
  const readAll = async (pass: number) => {
    for (const [endpoint, input, read] of reads(pass)) {
      try {
        const t0 = performance.now();
        const answer = await read(endpoint.query!.parse(input) as never);
        serializerCompiler({
          schema: answerSchema(endpoint),
          method: 'GET',
          url: endpoint.path,
          httpStatus: '200',
        })({
          data: answer,
        });
        log.debug({ path: endpoint.path, ms: Math.round(performance.now() - t0) }, 'warm-up read');
      } catch (err) {
        log.warn({ err, path: endpoint.path }, 'warm-up: a read failed (skipped)');
      }
    }
  };
  // A few passes at once: the first calls after the start come all together, on several
  // connections (each prepares and plans its own statements), and a function run once is not
  // yet compiled for speed.
  await Promise.all(Array.from({ length: Math.min(WARM_UP_PASSES, connections) }, (_, pass) => readAll(pass)));
  log.info({ ms: Math.round(performance.now() - started), connections }, 'warmed up');
}
