import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { previewPay } from '../../repositories/retrib';

/** GET retrib/previewPay?teamId&date&waypoints&km: one worker-day's pay under the rules in force. */
export default function previewPayRoute(app: FastifyInstance) {
  route(app, api.retrib.previewPay, ({ query }) => previewPay(app.db, query));
}
