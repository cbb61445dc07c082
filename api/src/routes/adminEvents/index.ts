import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listAdminEvents } from '../../repositories/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';

export default async function adminEventsRoutes(app: FastifyInstance) {
  route(app, api.adminEvents.getAdminEvents, ({ query }) =>
    listAdminEvents(app.db, {
      action: query.action || undefined,
      userId: query.user,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      page: query.page,
      pageSize: query.pageSize,
    }),
  );
  route(app, api.adminEvents.getUserList, () => listStaffUserSummaries(app.db));
}
