import type { FastifyInstance } from 'fastify';
import { api } from '../../shared';
import { route } from '../../http/route';
import { listAdminEvents } from '../../repositories/adminEvents';
import { listStaffUserSummaries } from '../../repositories/staffUsers';

export default async function adminEventsRoutes(app: FastifyInstance) {
  route(app, api.adminEvents.getAdminEvents, ({ query }) => {
    const filter = {
      action: query.action || undefined,
      userId: query.user,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      targetType: query.targetType || undefined,
      targetId: query.targetId || undefined,
      page: query.page,
      pageSize: query.pageSize,
    };
    // From the in-memory index of the trail, brought up to date by this request (exact).
    return listAdminEvents(app.db, filter);
  });
  route(app, api.adminEvents.getUserList, () => listStaffUserSummaries(app.db));
}
