import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listNamed } from '../../repositories/clients/list';

/** GET clients/getBusinessUnit. */
export default function getBusinessUnitRoute(app: FastifyInstance) {
  route(app, api.clients.getBusinessUnit, ({ query }) => listNamed(app.db, 'business_units', query.activityStatus));
}
