import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listAdminEvents } from '../../repositories/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';
import { SingleFlight } from '../../http/singleFlight';

export default async function adminEventsRoutes(app: FastifyInstance) {
  const inFlight = new SingleFlight<Awaited<ReturnType<typeof listAdminEvents>>>();
  route(app, api.adminEvents.getAdminEvents, ({ query }) => {
    const filter = {
      action: query.action || undefined,
      userId: query.user,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      page: query.page,
      pageSize: query.pageSize,
    };
    return inFlight.run(JSON.stringify(filter), () => listAdminEvents(app.db, filter));
  });
  route(app, api.adminEvents.getUserList, () => listStaffUserSummaries(app.db));
}
