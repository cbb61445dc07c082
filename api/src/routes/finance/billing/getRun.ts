import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { latestRun } from '../../../repositories/finance/billing/runs';

/** GET finance/billing/getRun: the month's latest run and its progress, or null. */
export default function getRunRoute(app: FastifyInstance) {
  route(app, api.billing.getRun, ({ query }) => latestRun(app.db, query.month));
}
