import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listServicesAndOptions } from '../../repositories/retrib';

/** GET retrib/getServicesAndOptions: services and options paid to workers (cents). */
export default function getServicesAndOptionsRoute(app: FastifyInstance) {
  route(app, api.retrib.getServicesAndOptions, ({ query }) =>
    listServicesAndOptions(app.db, query.activityStatus, query.kind),
  );
}
