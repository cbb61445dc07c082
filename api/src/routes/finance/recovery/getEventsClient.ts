import type { FastifyInstance } from 'fastify';
import { api } from '../../../shared';
import { route } from '../../../http/route';
import { clientEvents } from '../../../repositories/finance/clientPage';

/** GET finance/recovery/getEventsClient?clientId=: the client's timeline, newest first, paged. */
export default function getEventsClientRoute(app: FastifyInstance) {
  route(app, api.finance.getEventsClient, ({ query }) => clientEvents(app.db, query));
}
