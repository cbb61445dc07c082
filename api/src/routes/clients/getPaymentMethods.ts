import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listNamed } from '../../repositories/clients/list';

/** GET clients/getPaymentMethods. */
export default function getPaymentMethodsRoute(app: FastifyInstance) {
  route(app, api.clients.getPaymentMethods, ({ query }) => listNamed(app.db, 'payment_methods', query.activityStatus));
}
