import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getDaySummary } from '../../repositories/planning/daySummary';

/** GET planning/getDaySummary?date&clientIds&agencyIds. */
export default function getDaySummaryRoute(app: FastifyInstance) {
  route(app, api.planning.getDaySummary, ({ query }) => getDaySummary(app.db, query));
}
