import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { getMaxDaysLimit } from '../../repositories/planning/rules';

/** GET planning/getMaxDaysLimit: the max_days_limit setting and the last date it allows. */
export default function getMaxDaysLimitRoute(app: FastifyInstance) {
  route(app, api.planning.getMaxDaysLimit, () => getMaxDaysLimit(app.db));
}
