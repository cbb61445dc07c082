import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { arrivedAt } from '../../db/changeCounters';
import { getDaySummary } from '../../repositories/planning';

/** GET planning/getDaySummary?date&clientIds&agencyIds. */
export default function getDaySummaryRoute(app: FastifyInstance) {
  route(app, api.planning.getDaySummary, ({ query, reply }) => getDaySummary(app.db, query, arrivedAt(reply)));
}
